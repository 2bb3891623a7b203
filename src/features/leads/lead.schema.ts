// The contact form's one schema, shared by the browser (lead-client.ts) and the action. zod/mini keeps
// the browser's share small. Messages are i18n keys; each side resolves them in the visitor's language.
import * as z from 'zod/mini';
import { fieldErrors, HONEYPOT_FIELD, type LeadMessageKey } from './lead-fields';

// The page's Content-Security-Policy forbids eval: in the browser, skip zod's compiled fast path
// (and its eval probe). It must be set before the first schema is built, hence here.
if (typeof window !== 'undefined') z.config({ jitless: true });

export const MODULE_COUNT = 18;

const key = (k: LeadMessageKey) => k;

// Letters of any alphabet (with accents, precomposed or combining) and spaces.
const NAME_PATTERN = /^[\p{L}\p{M} ]*$/u;
const PHONE_PATTERN = /^[\d\s()+-]*$/;
// zod's own "practical" email pattern, copied: z.regexes would ship every pattern to the browser.
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

// A required text field that the form leaves empty arrives as null: `error` names that case.
export const leadSchema = z.object({
  nome_completo: z.string({ error: key('leads.error.nameRequired') }).check(
    z.trim(),
    z.minLength(2, key('leads.error.nameRequired')),
    z.maxLength(100, key('leads.error.nameTooLong')),
    z.regex(NAME_PATTERN, key('leads.error.nameFormat')),
  ),
  email: z.string({ error: key('leads.error.emailInvalid') }).check(
    z.trim(),
    z.maxLength(255, key('leads.error.emailTooLong')),
    z.regex(EMAIL_PATTERN, key('leads.error.emailInvalid')),
  ),
  celular: z.string({ error: key('leads.error.phoneRequired') }).check(
    z.trim(),
    z.minLength(10, key('leads.error.phoneRequired')),
    z.maxLength(20, key('leads.error.phoneTooLong')),
    z.regex(PHONE_PATTERN, key('leads.error.phoneFormat')),
  ),
  mensagem: z.optional(
    z.string().check(z.trim(), z.maxLength(1000, key('leads.error.messageTooLong'))),
  ),
  modulo: z.optional(
    z.int({ error: key('leads.error.module') }).check(
      z.gte(1, key('leads.error.module')),
      z.lte(MODULE_COUNT, key('leads.error.module')),
    ),
  ),
  [HONEYPOT_FIELD]: z.optional(z.string()),
  // Where the form was sent from; the server normalises them (leads.server.ts), as a bad value
  // there is no mistake of the visitor's to report.
  locale: z.optional(z.string()),
  pagina: z.optional(z.string()),
});

export type LeadInput = z.output<typeof leadSchema>;

/** Validates what the form holds, with the same empty-field semantics as Astro's form parsing. */
export function validateLeadForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const modulo = text('modulo');
  const result = z.safeParse(leadSchema, {
    nome_completo: text('nome_completo') ?? null,
    email: text('email') ?? null,
    celular: text('celular') ?? null,
    mensagem: text('mensagem'),
    modulo: modulo === undefined ? undefined : Number(modulo),
    [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
    locale: text('locale'),
    pagina: text('pagina'),
  });
  return result.success ? {} : fieldErrors(result.error.issues);
}
