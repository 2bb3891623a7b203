// The staff's support list (server-rendered, no script): a GET form of filters (the open requests
// by default), then one page of requests as cards linking to each conversation.
import { Pager } from '@/components/pager';
import { buttonVariants } from '@/components/ui/button';
import { controlClass } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { SupportBadge } from './support-badge';
import type { StaffSupportProps } from './staff-support-view.server';

const field = cn(controlClass, 'h-11');

function Filters({ labels: l, action, filters, statusOptions, clearHref }: StaffSupportProps) {
  return (
    <form method="get" action={action} role="search" aria-label={l['support.filter.label']} className="mt-8 grid gap-4 rounded-lg border bg-background p-4 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor="support-status">{l['support.filter.status']}</Label>
        <select id="support-status" name="status" defaultValue={filters.status} className={field}>
          <option value="all">{l['support.filter.anyStatus']}</option>
          {statusOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="support-q">{l['support.filter.q']}</Label>
        <input id="support-q" name="q" type="search" defaultValue={filters.query} className={field} />
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className={buttonVariants()}>{l['support.filter.submit']}</button>
        {clearHref && <a href={clearHref} className={buttonVariants({ variant: 'link' })}>{l['support.filter.clear']}</a>}
      </div>
    </form>
  );
}

export function StaffSupportPage(props: StaffSupportProps) {
  const { labels: l, countText, rows, pager } = props;
  return (
    <section>
      <h1 className="text-3xl font-bold text-brand">{l['support.admin.title']}</h1>
      <p className="mt-2 text-muted-foreground">{l['support.admin.intro']}</p>
      <Filters {...props} />
      <p className="mt-6 text-sm text-muted-foreground" aria-live="polite" data-testid="request-count">{countText}</p>
      {rows.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed p-8 text-center text-muted-foreground">{l['support.admin.empty']}</p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {rows.map((r) => (
            <li key={r.id} className="rounded-lg border bg-background p-4" data-request={r.id}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h2 className="min-w-0 break-words font-semibold">
                  <a href={r.href} className="text-brand underline-offset-4 hover:underline">{r.subject}</a>
                </h2>
                <SupportBadge status={r.status} label={r.statusLabel} />
              </div>
              <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
                <div><dt className="text-muted-foreground">{l['support.col.customer']}</dt><dd className="break-all">{r.customer}</dd></div>
                <div><dt className="text-muted-foreground">{l['support.col.category']}</dt><dd>{r.categoryLabel}</dd></div>
                <div><dt className="text-muted-foreground">{l['support.col.updated']}</dt><dd className="tabular-nums">{r.updated}</dd></div>
                <div><dt className="text-muted-foreground">{l['support.col.shipment']}</dt><dd className="font-mono">{r.trackingNumber ?? '—'}</dd></div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <Pager {...pager} previousLabel={l['support.list.previous']} nextLabel={l['support.list.next']} />
    </section>
  );
}
