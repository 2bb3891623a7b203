// The contact form island (use-action-form.ts): fields are checked as they are left, a send is
// confirmed by a toast and the form empties for the next one (spec §4). The module of interest
// follows the module cards ("Tenho interesse") and ?modulo=N.
import { useState, useSyncExternalStore } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { FormAlert, FormSuccess } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast, Toaster } from '@/components/ui/toaster';
import { SelectField, TextareaField } from '@/components/ui/fields';
import type { leads } from '@/i18n/pt-BR/leads';
import type { Locale } from '@/lib/i18n-types';
import type { FormCommonKey, FormState } from '@/lib/forms/form-state';
import { MODULE_QUERY_PARAM } from '@/lib/lead-interest';
import type { HoneypotField } from './lead.schema';
import { PersonField, PrivacyNote } from './contact-fields';

const HONEYPOT: HoneypotField = 'empresa_site';
const subscribeNever = () => () => {};

/** The catalogue keys the form reads: the leads strings but the section copy, which the page renders. */
export type LeadFormKey = Exclude<keyof typeof leads, `leads.section.${string}`> | FormCommonKey;
export type LeadFormStrings = Record<LeadFormKey, string>;

export interface LeadFormProps {
  locale: Locale;
  /** The page path, stored with the lead. */
  page: string;
  privacyHref: string;
  modules: number[];
  t: LeadFormStrings;
  state: FormState;
  /** The module in the URL (?modulo=N), if it is one. */
  module?: number;
  /** A send without JavaScript just succeeded (its flash). */
  sent?: boolean;
}

export default function LeadForm({
  locale,
  page,
  privacyHref,
  modules,
  t,
  state,
  module: urlModule,
  sent: sentBefore,
}: LeadFormProps) {
  const [sent, setSent] = useState(sentBefore ?? false);
  // The module: the visitor's pick, else the one in the URL (?modulo=N), else the one the failed
  // post sent.
  const serverModule = state.values?.modulo ?? (urlModule ? String(urlModule) : '');
  const fromUrl = useSyncExternalStore(
    subscribeNever,
    () => {
      const n = Number(new URLSearchParams(location.search).get(MODULE_QUERY_PARAM));
      return modules.includes(n) ? String(n) : serverModule;
    },
    () => serverModule,
  );
  const [picked, setModule] = useState<string>();
  const module = picked ?? fromUrl;
  const form = useActionForm({
    action: 'leads.submit',
    schema: () => import('./lead.schema').then((m) => m.leadSchema),
    t,
    state,
    validation: 'live',
    failure: { text: 'leads.toast.errorText', toastTitle: 'leads.toast.errorTitle' },
    onSuccess: () => {
      toast({ title: t['leads.toast.successTitle'], description: t['leads.toast.successText'], variant: 'success' });
      setModule('');
      form.reset();
    },
  });

  const { errors, values } = form;
  const serverErrors = form.generation === 0 && Object.keys(state.errors ?? {}).length > 0;
  const alert =
    form.formError ?? (serverErrors && Object.keys(errors).length > 0 ? t['leads.form.fixErrors'] : undefined);
  return (
    <>
      <form
        key={form.generation}
        {...form.formProps}
        onSubmit={(event) => {
          setSent(false);
          return form.formProps.onSubmit(event);
        }}
        aria-label={t['leads.form.label']}
        className="grid gap-5"
      >
        {sent && <FormSuccess title={t['leads.sent.title']} text={t['leads.toast.successText']} />}
        <FormAlert message={alert} />
        <p className="text-sm text-muted-foreground">{t['leads.form.requiredHint']}</p>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="pagina" value={page} />
        <input type="hidden" name="submission" value={form.submission} />
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="lead-honeypot">{t['leads.form.honeypot']}</label>
          <input id="lead-honeypot" type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" />
        </div>

        <PersonField field="name" prefix="lead" t={t} values={values} errors={errors} />
        <div className="grid gap-5 sm:grid-cols-2">
          <PersonField field="email" prefix="lead" t={t} values={values} errors={errors} />
          <PersonField field="phone" prefix="lead" t={t} values={values} errors={errors} inputMode="tel" />
        </div>
        <SelectField
          id="lead-module"
          label={t['leads.form.module']}
          optionalLabel={t['leads.form.optional']}
          error={errors.modulo}
          name="modulo"
          value={module}
          onChange={(e) => setModule(e.target.value)}
          data-selected={module ? '' : undefined}
          controlClassName="appearance-auto data-selected:border-brand data-selected:bg-brand/5 data-selected:font-semibold"
          none={t['leads.form.moduleNone']}
          options={modules.map((n) => ({
            value: n,
            label: t['leads.form.moduleOption'].replace('{n}', String(n)),
          }))}
        />
        <TextareaField
          id="lead-message"
          label={t['leads.form.message']}
          optionalLabel={t['leads.form.optional']}
          error={errors.mensagem}
          name="mensagem"
          rows={5}
          placeholder={t['leads.form.messagePlaceholder']}
          defaultValue={values.mensagem}
        />

        <div className="grid gap-3">
          <SubmitButton
            busy={form.busy}
            label={t['leads.form.submit']}
            busyLabel={t['leads.form.sending']}
            size="lg"
            className="w-full sm:w-auto sm:justify-self-start"
          />
          <PrivacyNote
            t={t}
            href={privacyHref}
            className="text-xs leading-relaxed text-muted-foreground"
            linkClassName="font-medium text-brand underline underline-offset-2 hover:no-underline"
          />
        </div>
      </form>
      <Toaster closeLabel={t['common.close']} />
    </>
  );
}
