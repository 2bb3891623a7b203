// The contact form island. Rendered on the server it is a plain POST form to the action, so it
// works without JavaScript; hydrated, it validates in the browser with the same schema, submits
// through the action client and reports with toasts. The schema and the action client load on
// first use (lead-client.ts), which keeps the island itself a few kilobytes.
import { useEffect, useState, useSyncExternalStore, type SubmitEvent, type SyntheticEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { controlClass, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast, Toaster } from '@/components/ui/toaster';
import type { Locale } from '@/lib/i18n-types';
import { MODULE_QUERY_PARAM, onInterest } from '@/lib/lead-interest';
import { cn } from '@/lib/cn';
import { FormField } from '@/components/ui/form-field';
import {
  HONEYPOT_FIELD,
  LEAD_FIELDS,
  type LeadField,
  type LeadFieldErrors,
  type LeadMessageKey,
  type LeadMessages,
} from './lead-fields';

const loadClient = () => import('./lead-client');
const subscribeNever = () => () => {};

export type LeadFormStrings = LeadMessages & { 'common.close': string };

export interface LeadFormProps {
  locale: Locale;
  /** The page path, stored with the lead. */
  page: string;
  /** Where the form posts without JavaScript (the action's form URL). */
  action: string;
  privacyHref: string;
  modules: number[];
  t: LeadFormStrings;
  /** What the server knows after a POST without JavaScript, or from the URL. */
  initial: {
    values?: Partial<Record<Exclude<LeadField, 'modulo'>, string>>;
    module?: number;
    errors?: LeadFieldErrors;
    formError?: LeadMessageKey;
    sent?: boolean;
  };
}

export default function LeadForm({ locale, page, action, privacyHref, modules, t, initial }: LeadFormProps) {
  const [errors, setErrors] = useState<LeadFieldErrors>(initial.errors ?? {});
  const [formError, setFormError] = useState(initial.formError);
  const [sent, setSent] = useState(initial.sent ?? false);
  // The module: the visitor's or a module card's latest pick, else the one in the URL (a card may
  // have put ?modulo=N there before hydration), else the server's.
  const serverModule = initial.module ? String(initial.module) : '';
  const urlModule = useSyncExternalStore(
    subscribeNever,
    () => {
      const n = Number(new URLSearchParams(location.search).get(MODULE_QUERY_PARAM));
      return modules.includes(n) ? String(n) : serverModule;
    },
    () => serverModule,
  );
  const [picked, setModule] = useState<string>();
  const module = picked ?? urlModule;
  const [sending, setSending] = useState(false);
  // A new generation remounts the fields empty: the reset after a successful send.
  const [generation, setGeneration] = useState(0);
  const values = generation === 0 ? (initial.values ?? {}) : {};

  useEffect(
    () =>
      onInterest(({ module: n }) => {
        if (modules.includes(n)) setModule(String(n));
      }),
    [modules],
  );

  const errorText = (field: LeadField) => {
    const key = errors[field];
    return key && t[key];
  };

  async function revalidate(event: SyntheticEvent<HTMLFormElement>, onlyIfShown: boolean) {
    const form = event.currentTarget;
    const name = (event.target as HTMLInputElement).name as LeadField;
    if (!LEAD_FIELDS.includes(name) || (onlyIfShown && !errors[name])) return;
    try {
      const { validateLeadForm } = await loadClient();
      const found = validateLeadForm(new FormData(form));
      setErrors((prev) => ({ ...prev, [name]: found[name] }));
    } catch {
      // The validation code did not load (offline?): the submit reports it.
    }
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const failed = (key?: LeadMessageKey) =>
      toast({ title: t['leads.toast.errorTitle'], description: t[key ?? 'leads.toast.errorText'], variant: 'destructive' });
    setFormError(undefined);
    setSent(false);
    setSending(true);
    try {
      const client = await loadClient();
      const found = client.validateLeadForm(data);
      setErrors(found);
      const firstInvalid = LEAD_FIELDS.find((f) => found[f]);
      if (firstInvalid) {
        (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
        return;
      }
      const result = await client.sendLead(data);
      if (result.ok) {
        toast({ title: t['leads.toast.successTitle'], description: t['leads.toast.successText'], variant: 'success' });
        setModule('');
        setGeneration((g) => g + 1);
        return;
      }
      setErrors(result.errors);
      failed(result.message);
    } catch {
      failed();
    } finally {
      setSending(false);
    }
  }

  const hasErrors = LEAD_FIELDS.some((f) => errors[f]);
  return (
    <>
      <form
        key={generation}
        method="post"
        action={action}
        noValidate
        aria-label={t['leads.form.label']}
        onSubmit={submit}
        onFocus={() => void loadClient().catch(() => undefined)}
        onBlur={(e) => revalidate(e, false)}
        onChange={(e) => revalidate(e, true)}
        className="grid gap-5"
      >
        {sent && (
          <div role="status" className="rounded-md border border-success/40 bg-success/10 p-4 text-sm">
            <p className="font-semibold text-foreground">{t['leads.sent.title']}</p>
            <p className="mt-1 text-foreground/90">{t['leads.toast.successText']}</p>
          </div>
        )}
        {(formError || (hasErrors && generation === 0 && initial.errors)) && (
          <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm font-medium text-destructive">
            {formError ? t[formError] : t['leads.form.fixErrors']}
          </div>
        )}
        <p className="text-sm text-muted-foreground">{t['leads.form.requiredHint']}</p>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="pagina" value={page} />
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="lead-honeypot">{t['leads.form.honeypot']}</label>
          <input id="lead-honeypot" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </div>

        <FormField id="lead-name" label={t['leads.form.name']} required error={errorText('nome_completo')}>
          {(p) => <Input {...p} name="nome_completo" autoComplete="name" required defaultValue={values.nome_completo} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="lead-email" label={t['leads.form.email']} required error={errorText('email')}>
            {(p) => <Input {...p} name="email" type="email" autoComplete="email" required defaultValue={values.email} />}
          </FormField>
          <FormField id="lead-phone" label={t['leads.form.phone']} required error={errorText('celular')}>
            {(p) => (
              <Input
                {...p}
                name="celular"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required
                placeholder={t['leads.form.phonePlaceholder']}
                defaultValue={values.celular}
              />
            )}
          </FormField>
        </div>
        <FormField id="lead-module" label={t['leads.form.module']} optionalLabel={t['leads.form.optional']} error={errorText('modulo')}>
          {(p) => (
            <select
              {...p}
              name="modulo"
              value={module}
              onChange={(e) => setModule(e.target.value)}
              data-selected={module ? '' : undefined}
              className={cn(controlClass, 'h-11 appearance-auto data-selected:border-brand data-selected:bg-brand/5 data-selected:font-semibold')}
            >
              <option value="">{t['leads.form.moduleNone']}</option>
              {modules.map((n) => (
                <option key={n} value={n}>
                  {t['leads.form.moduleOption'].replace('{n}', String(n))}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="lead-message" label={t['leads.form.message']} optionalLabel={t['leads.form.optional']} error={errorText('mensagem')}>
          {(p) => (
            <Textarea {...p} name="mensagem" rows={5} placeholder={t['leads.form.messagePlaceholder']} defaultValue={values.mensagem} />
          )}
        </FormField>

        <div className="grid gap-3">
          <button
            type="submit"
            aria-disabled={sending || undefined}
            className={cn(buttonVariants({ variant: 'accent', size: 'lg' }), 'w-full aria-disabled:opacity-70 sm:w-auto sm:justify-self-start')}
          >
            {sending ? t['leads.form.sending'] : t['leads.form.submit']}
          </button>
          <p className="text-xs leading-relaxed text-muted-foreground">
            {t['leads.form.privacy']}{' '}
            <a href={privacyHref} className="font-medium text-brand underline underline-offset-2 hover:no-underline">
              {t['leads.form.privacyLink']}
            </a>
            .
          </p>
        </div>
      </form>
      <Toaster closeLabel={t['common.close']} />
    </>
  );
}
