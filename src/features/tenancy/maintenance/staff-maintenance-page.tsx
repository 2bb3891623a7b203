// The staff's maintenance list (server-rendered, no script): a GET form of filters (the requests not
// closed by default; the overdue ones alone), then one page of requests, the overdue marked red.
import { PagedList } from '@/components/paged-list';
import type { LinkTabs } from '@/components/link-tabs';
import { AdminHeading } from '@/components/admin-heading';
import { FilterForm } from '@/components/list-parts';
import { cn } from '@/lib/cn';
import { Facts } from '@/components/facts';
import { MaintenanceBadge, OverdueMark } from './maintenance-parts';
import type { StaffMaintenanceProps } from './maintenance-view.server';

export function StaffMaintenancePage({
  props,
  tabs,
}: {
  props: StaffMaintenanceProps;
  tabs: Parameters<typeof LinkTabs>[0];
}) {
  const { labels: l, filters } = props;
  return (
    <section>
      <AdminHeading title={l['maintenance.admin.title']} tabs={tabs} intro={l['maintenance.admin.intro']} />
      <FilterForm
        view={props}
        columns={2}
        controls={[
          {
            type: 'select',
            id: 'maintenance-status',
            name: 'status',
            label: l['maintenance.filter.status'],
            value: filters.status,
            any: { value: 'active', label: props.statusOptions[0]!.label },
            options: props.statusOptions.slice(1),
          },
          {
            type: 'select',
            id: 'maintenance-overdue',
            name: 'overdue',
            label: l['maintenance.filter.overdue'],
            value: filters.overdue ? '1' : '',
            any: { value: '', label: '—' },
            options: [{ value: '1', label: l['maintenance.filter.overdue'] }],
          },
        ]}
      />
      <PagedList list={props} rows={props.rows} count="request-count" empty={l['maintenance.admin.empty']}>
        {(r) => (
          <li
            key={r.id}
            className={cn('rounded-lg border bg-background p-4', r.overdue && 'border-red-400 bg-red-50')}
            data-request={r.id}
            data-overdue={r.overdue ? 'true' : undefined}
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h2 className="min-w-0 font-semibold break-words">
                <a href={r.href} className="text-brand underline-offset-4 hover:underline">
                  {r.tenantName} · {r.categoryLabel} · {l['maintenance.col.module']} {r.moduleNumber}
                </a>
              </h2>
              <div className="flex flex-wrap gap-2">
                {r.overdue && <OverdueMark label={l['maintenance.overdue']} />}
                <MaintenanceBadge status={r.status} label={r.statusLabel} />
              </div>
            </div>
            <Facts
              className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4"
              facts={[
                { label: l['maintenance.col.urgency'], value: r.urgencyLabel },
                { label: l['maintenance.col.created'], value: r.created, className: 'tabular-nums' },
                {
                  label: l['maintenance.col.due'],
                  value: r.due,
                  className: cn('tabular-nums', r.overdue && 'font-semibold text-red-700'),
                },
                { label: l['maintenance.col.assignee'], value: r.assigneeName, className: 'break-words' },
              ]}
            />
          </li>
        )}
      </PagedList>
    </section>
  );
}
