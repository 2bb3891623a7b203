// The tenancy parts of other staff pages: a module card's tenant and its link form (the modules
// page), and an account's tenant and leases with the form to add one (the account page).
import { LeaseList, LinkLeaseForm, type LeaseForms } from './lease-forms';
import type { AccountLeaseProps, ModuleLeaseProps } from './tenancy-view.server';

const link = 'text-brand underline-offset-4 hover:underline';

interface ModuleLeasePanelProps {
  module: number;
  props: ModuleLeaseProps;
  form: LeaseForms['link'];
}

/** A module's current tenant (linked to its page) and, folded, the form linking an account to it. */
export function ModuleLeasePanel({ module, props, form }: ModuleLeasePanelProps) {
  const l = props.labels;
  const tenant = props.tenants[module];
  const failed = form.values?.module === String(module);
  return (
    <div className="grid gap-2" data-module-lease={module}>
      {tenant && (
        <p className="text-sm" data-module-tenant>
          <span className="text-muted-foreground">{l['tenancy.admin.tenant']}: </span>
          <a href={tenant.href} className={`${link} font-semibold`}>
            {tenant.name}
          </a>{' '}
          <span className="text-muted-foreground">({tenant.term})</span>
        </p>
      )}
      <details open={failed} className="rounded-md border p-3">
        <summary className="cursor-pointer py-1 font-semibold">{l['tenancy.link.title']}</summary>
        <div className="mt-3">
          <LinkLeaseForm labels={l} form={form} idPrefix={`lease-${module}`} today={props.today} module={module} />
        </div>
      </details>
    </div>
  );
}

/** An account's tenant (linked), its role and leases, and the form to link it to a module. */
export function AccountLeaseSection({ props, forms }: { props: AccountLeaseProps; forms: LeaseForms }) {
  const l = props.labels;
  return (
    <section aria-labelledby="tenancy-title" className="rounded-lg border bg-background p-5" data-account-tenancy>
      <h2 id="tenancy-title" className="text-lg font-semibold">
        {l['tenancy.account.title']}
      </h2>
      {props.tenant ? (
        <div className="mt-3 grid gap-3">
          <p className="text-sm">
            <span className="text-muted-foreground">{l['tenancy.account.tenant']}: </span>
            <a href={props.tenant.href} className={`${link} font-semibold`}>
              {props.tenant.name}
            </a>{' '}
            ({props.tenant.roleLabel})
          </p>
          <LeaseList
            labels={l}
            leases={props.tenant.leases}
            forms={forms}
            today={props.today}
            empty={l['tenancy.admin.noLeases']}
          />
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">{l['tenancy.account.none']}</p>
      )}
      <h3 className="mt-5 font-semibold">{l['tenancy.link.title']}</h3>
      <div className="mt-3">
        <LinkLeaseForm
          labels={l}
          form={forms.link}
          idPrefix="account-lease"
          today={props.today}
          email={props.email}
          modules={props.modules}
        />
      </div>
    </section>
  );
}
