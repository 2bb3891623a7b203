// The staff's lease forms (server-rendered, plain POST, no script): link an account to a module,
// end a lease on a day, remove a lease entered by mistake; and a list of leases with those forms.
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { fieldClass } from '@/components/ui/input';
import { InputField, SelectField } from '@/components/ui/fields';
import { bindFields, type FormState } from '@/lib/forms/form-state';
import { COMPANY_MAX_LENGTH } from './tenancy.schema';
import type { LeaseView, TenancyLabels } from './tenancy-view.server';

/** The forms a page with leases gives these components: each its own action and failed post. */
export interface LeaseForms {
  link: FormState;
  end: FormState;
  remove: FormState;
}

interface LinkFormProps {
  labels: TenancyLabels;
  form: FormState;
  /** A prefix for the fields' ids, unique on the page. */
  idPrefix: string;
  today: string;
  /** The module page's form: the module is fixed and the account typed by email. */
  module?: number;
  /** The account page's form: the account is fixed and the module chosen. */
  email?: string;
  modules?: { value: string; label: string }[];
}

/** Link an account to a module from a day (to a day, or open-ended); a company name for a new tenant. */
export function LinkLeaseForm({ labels: l, form, idPrefix, today, module, email, modules }: LinkFormProps) {
  // After a failed post without JavaScript, only the form that was sent shows its values and messages.
  const failed =
    form.values !== undefined &&
    (module === undefined ? form.values.email === email : form.values.module === String(module));
  const { field } = bindFields(failed ? form : {}, idPrefix);
  return (
    <form method="post" action={form.action} className="grid gap-3 sm:grid-cols-2" data-lease-link>
      {failed && form.formError && (
        <div className="sm:col-span-2">
          <FormAlert message={form.formError} />
        </div>
      )}
      {module !== undefined ? (
        <>
          <input type="hidden" name="module" value={module} />
          <InputField
            label={l['tenancy.link.email']}
            required
            {...field('email', '')}
            type="email"
            autoComplete="off"
          />
        </>
      ) : (
        <>
          <input type="hidden" name="email" value={email} />
          <SelectField
            label={l['tenancy.link.module']}
            required
            {...field('module', '')}
            prompt="—"
            options={modules ?? []}
          />
        </>
      )}
      <InputField
        label={l['tenancy.link.companyName']}
        optionalLabel={l['tenancy.optional']}
        hint={l['tenancy.link.companyHint']}
        {...field('companyName', '')}
        maxLength={COMPANY_MAX_LENGTH}
        autoComplete="off"
      />
      <InputField label={l['tenancy.link.startsOn']} required {...field('startsOn', today)} type="date" />
      <InputField
        label={l['tenancy.link.endsOn']}
        optionalLabel={l['tenancy.optional']}
        {...field('endsOn', '')}
        type="date"
      />
      <div className="sm:col-span-2">
        <button type="submit" className={buttonVariants()}>
          {l['tenancy.link.submit']}
        </button>
      </div>
    </form>
  );
}

interface LeaseListProps {
  labels: TenancyLabels;
  leases: LeaseView[];
  forms: Pick<LeaseForms, 'end' | 'remove'>;
  today: string;
  empty: string;
}

/** Leases with their days and, for each, the forms to end it on a day or remove it. */
export function LeaseList({ labels: l, leases, forms, today, empty }: LeaseListProps) {
  if (leases.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y" data-leases>
      {leases.map((lease) => {
        const failed = forms.end.values?.leaseId === lease.id;
        const endError = failed ? (forms.end.errors?.endsOn ?? forms.end.formError) : undefined;
        const removeError = forms.remove.values?.leaseId === lease.id ? forms.remove.formError : undefined;
        return (
          <li key={lease.id} className="grid gap-2 py-3" data-lease={lease.module} data-when={lease.when}>
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-semibold">{lease.moduleLabel}</span>
              <span className="text-sm">
                {l['tenancy.lease.from']} {lease.from} · {l['tenancy.lease.to']} {lease.to}
              </span>
              <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">{lease.whenLabel}</span>
            </p>
            {lease.when !== 'past' && (
              <form method="post" action={forms.end.action} className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="leaseId" value={lease.id} />
                <FormField id={`end-${lease.id}`} label={l['tenancy.end.endsOn']} error={endError}>
                  {(p) => (
                    <input
                      {...p}
                      name="endsOn"
                      type="date"
                      required
                      defaultValue={(failed ? forms.end.values?.endsOn : undefined) ?? (lease.endsOn || today)}
                      className={fieldClass}
                    />
                  )}
                </FormField>
                <button type="submit" className={buttonVariants({ variant: 'outline' })}>
                  {l['tenancy.end.submit']}
                </button>
              </form>
            )}
            <form method="post" action={forms.remove.action}>
              <input type="hidden" name="leaseId" value={lease.id} />
              {removeError && <FormAlert message={removeError} />}
              <button type="submit" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                {l['tenancy.remove.submit']}
              </button>
            </form>
          </li>
        );
      })}
    </ul>
  );
}
