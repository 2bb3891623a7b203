// The tenant's "My module" page (server-rendered, no script): its current modules with their areas
// and lease days, the administration's contacts, and the tenant's people with, for the main account
// and managers, the forms to invite a colleague, withdraw an invitation and remove a person.
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { controlClass } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import type { FormState } from '@/lib/forms/form-state';
import { INVITE_ROLES } from '@/lib/statuses/tenancy';
import { Facts } from '@/components/facts';
import type { MyModuleProps, MyTenantView, TenancyLabels } from './tenancy-view.server';

const field = cn(controlClass, 'h-12');
const link = 'text-brand underline-offset-4 hover:underline';
const AREA_KEYS = ['storage', 'mezzanine', 'canopy', 'gatehouse', 'utilities', 'total', 'docks', 'ramps'] as const;

export interface PeopleForms {
  invite: FormState;
  withdraw: FormState;
  remove: FormState;
}

function Modules({ tenant, labels: l }: { tenant: MyTenantView; labels: TenancyLabels }) {
  if (tenant.modules.length === 0) return <p className="text-muted-foreground">{l['tenancy.my.none']}</p>;
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {tenant.modules.map((m) => (
        <li key={m.number} className="portal-card grid gap-3" data-my-module={m.number}>
          <h2 className="text-xl font-semibold">{m.label}</h2>
          {m.leases.map((lease) => (
            <p key={lease.id} className="text-sm">
              {l['tenancy.my.leased']}: {l['tenancy.lease.from']} {lease.from} · {l['tenancy.lease.to']} {lease.to}
            </p>
          ))}
          <h3 className="text-sm font-semibold">{l['tenancy.my.areas']}</h3>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            {AREA_KEYS.map((key) => (
              <div key={key}>
                <dt className="text-muted-foreground">{tenant.headings[key]}</dt>
                <dd className="font-medium tabular-nums">{m.cells[key]}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Contacts({ tenant, labels: l }: { tenant: MyTenantView; labels: TenancyLabels }) {
  const c = tenant.contacts;
  return (
    <section aria-labelledby="contacts-title" className="portal-card grid gap-3" data-contacts>
      <h2 id="contacts-title" className="text-xl font-semibold">
        {l['tenancy.my.contacts']}
      </h2>
      <Facts
        className="grid gap-2 text-sm"
        facts={[
          {
            label: l['tenancy.my.phone'],
            value: (
              <>
                <a href={c.phone.href} className={link}>
                  {c.phone.text}
                </a>
              </>
            ),
          },
          {
            label: l['tenancy.my.whatsapp'],
            value: (
              <>
                <a href={c.whatsapp.href} className={link} rel="noopener">
                  {c.whatsapp.text}
                </a>
              </>
            ),
          },
          {
            label: l['tenancy.my.email'],
            value: (
              <>
                <a href={c.email.href} className={link}>
                  {c.email.text}
                </a>
              </>
            ),
            className: 'break-all',
          },
          { label: l['tenancy.my.address'], value: c.address },
        ]}
      />
    </section>
  );
}

function InviteForm({ tenant, labels: l, form }: { tenant: MyTenantView; labels: TenancyLabels; form: FormState }) {
  const v = form.values ?? {};
  const e = form.errors ?? {};
  return (
    <form method="post" action={form.action} className="grid gap-3 sm:grid-cols-3" data-invite-form>
      {form.formError && (
        <div className="sm:col-span-3">
          <FormAlert message={form.formError} />
        </div>
      )}
      <FormField id="invite-email" label={l['tenancy.invite.email']} required error={e.email}>
        {(p) => (
          <input
            {...p}
            name="email"
            type="email"
            required
            autoComplete="off"
            defaultValue={v.email ?? ''}
            className={field}
          />
        )}
      </FormField>
      <FormField id="invite-role" label={l['tenancy.invite.role']} required error={e.role}>
        {(p) => (
          <Select
            {...p}
            name="role"
            defaultValue={v.role ?? 'member'}
            size="lg"
            options={INVITE_ROLES.map((role) => ({ value: role, label: l[`tenancy.role.${role}`] }))}
          />
        )}
      </FormField>
      <FormField id="invite-locale" label={l['tenancy.invite.locale']} required error={e.locale}>
        {(p) => (
          <Select
            {...p}
            name="locale"
            defaultValue={v.locale ?? tenant.locale}
            size="lg"
            options={tenant.localeOptions}
          />
        )}
      </FormField>
      <div className="sm:col-span-3">
        <button type="submit" className={buttonVariants({ size: 'lg' })}>
          {l['tenancy.invite.submit']}
        </button>
      </div>
    </form>
  );
}

function People({ tenant, labels: l, forms }: { tenant: MyTenantView; labels: TenancyLabels; forms: PeopleForms }) {
  return (
    <section aria-labelledby="people-title" className="portal-card grid gap-4" data-people>
      <h2 id="people-title" className="text-xl font-semibold">
        {l['tenancy.people.title']}
      </h2>
      <ul className="divide-y">
        {tenant.people.map((person) => (
          <li key={person.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0">
              <span className="font-medium break-words">{person.name}</span>
              <span className="block text-xs break-all text-muted-foreground">{person.email}</span>
            </span>
            <span className="flex items-center gap-2">
              <span className="text-sm" data-role={person.role}>
                {person.roleLabel}
              </span>
              {tenant.canManage && person.role !== 'main' && (
                <form method="post" action={forms.remove.action}>
                  <input type="hidden" name="userId" value={person.userId} />
                  <button type="submit" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                    {l['tenancy.people.remove']}
                  </button>
                </form>
              )}
            </span>
          </li>
        ))}
      </ul>
      {forms.remove.formError && <FormAlert message={forms.remove.formError} />}
      {tenant.canManage && (
        <>
          <h3 className="font-semibold">{l['tenancy.invites.title']}</h3>
          {forms.withdraw.formError && <FormAlert message={forms.withdraw.formError} />}
          {tenant.invites.length === 0 ? (
            <p className="text-sm text-muted-foreground">{l['tenancy.invites.none']}</p>
          ) : (
            <ul className="divide-y" data-invites>
              {tenant.invites.map((invite) => (
                <li key={invite.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0 text-sm">
                    <span className="font-medium break-all">{invite.email}</span> · {invite.roleLabel}
                    <span className="block text-xs text-muted-foreground">{invite.expires}</span>
                  </span>
                  <form method="post" action={forms.withdraw.action}>
                    <input type="hidden" name="inviteId" value={invite.id} />
                    <button type="submit" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                      {l['tenancy.invites.withdraw']}
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          )}
          <h3 className="font-semibold">{l['tenancy.invite.title']}</h3>
          <p className="text-sm text-muted-foreground">{l['tenancy.invite.hint']}</p>
          <InviteForm tenant={tenant} labels={l} form={forms.invite} />
        </>
      )}
    </section>
  );
}

export function MyModulePage({ props, forms }: { props: MyModuleProps; forms: PeopleForms }) {
  const l = props.labels;
  const tenant = props.tenant;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="text-2xl font-bold text-brand">{l['tenancy.my.title']}</h1>
        <p className="mt-1 text-muted-foreground" data-tenant-name>
          {tenant.name} · {tenant.roleLabel}
        </p>
      </div>
      <Modules tenant={tenant} labels={l} />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-2">
        <People tenant={tenant} labels={l} forms={forms} />
        <Contacts tenant={tenant} labels={l} />
      </div>
    </div>
  );
}
