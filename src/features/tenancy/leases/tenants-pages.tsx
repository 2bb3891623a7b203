// The staff's tenant pages (server-rendered, no script): the list of tenants with their current
// modules and people, and one tenant's people, leases (with the forms to end or remove one) and
// pending invitations.
import { AdminHeading } from '@/components/admin-heading';
import { Pager } from '@/components/pager';
import type { LinkTabs } from '@/components/link-tabs';
import { LeaseList, type LeaseForms } from './lease-forms';
import type { TenantDetailProps, TenantsListProps } from './tenancy-view.server';

const card = 'rounded-lg border bg-background p-5';
const link = 'text-brand underline-offset-4 hover:underline';

interface TenantsListPageProps {
  props: TenantsListProps;
  title: string;
  tabs: Parameters<typeof LinkTabs>[0];
}

export function TenantsListPage({ props, title, tabs }: TenantsListPageProps) {
  const l = props.labels;
  return (
    <section className="grid gap-6">
      <AdminHeading title={title} tabs={tabs} intro={l['tenancy.admin.intro']} />
      {props.countText && props.tenants.length > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="tenants-count">
          {props.countText}
        </p>
      )}
      {props.tenants.length === 0 ? (
        <p className="text-sm text-muted-foreground">{l['tenancy.admin.empty']}</p>
      ) : (
        <ul className="grid gap-3" data-tenants>
          {props.tenants.map((tenant) => (
            <li key={tenant.id} className={`${card} grid gap-1`} data-tenant={tenant.name}>
              <a href={tenant.href} className={`${link} text-lg font-semibold break-words`}>
                {tenant.name}
              </a>
              <p className="text-sm">
                <span className="text-muted-foreground">{l['tenancy.admin.modules']}: </span>
                {tenant.modules || l['tenancy.admin.noModules']}
              </p>
              <p className="text-sm">
                <span className="text-muted-foreground">{l['tenancy.admin.people']}: </span>
                <span className="tabular-nums">{tenant.people}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager list={props} className="mt-0" />
    </section>
  );
}

export function TenantDetailPage({ props, forms }: { props: TenantDetailProps; forms: LeaseForms }) {
  const l = props.labels;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <a href={props.backHref} className={`${link} text-sm font-semibold`}>
          ← {l['tenancy.admin.back']}
        </a>
        <h1 className="mt-4 text-3xl font-bold break-words text-brand">{props.name}</h1>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-2">
        <section aria-labelledby="people-title" className={card}>
          <h2 id="people-title" className="text-lg font-semibold">
            {l['tenancy.people.title']}
          </h2>
          <ul className="mt-3 divide-y" data-people>
            {props.people.map((person) => (
              <li key={person.userId} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <span className="min-w-0">
                  <a href={person.href} className={`${link} font-medium break-words`}>
                    {person.name}
                  </a>
                  <span className="block text-xs break-all text-muted-foreground">{person.email}</span>
                </span>
                <span className="text-sm" data-role={person.role}>
                  {person.roleLabel}
                </span>
              </li>
            ))}
          </ul>
          <h3 className="mt-5 font-semibold">{l['tenancy.invites.title']}</h3>
          {props.invites.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">{l['tenancy.invites.none']}</p>
          ) : (
            <ul className="mt-2 divide-y" data-invites>
              {props.invites.map((invite) => (
                <li key={invite.id} className="py-2 text-sm">
                  <span className="font-medium break-all">{invite.email}</span> · {invite.roleLabel}
                  <span className="block text-xs text-muted-foreground">{invite.expires}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="leases-title" className={card}>
          <h2 id="leases-title" className="text-lg font-semibold">
            {l['tenancy.admin.leases']}
          </h2>
          <div className="mt-3">
            <LeaseList
              labels={l}
              leases={props.leases}
              forms={forms}
              today={props.today}
              empty={l['tenancy.admin.noLeases']}
            />
          </div>
        </section>
      </div>
    </div>
  );
}
