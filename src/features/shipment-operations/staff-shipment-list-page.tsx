// The staff's list of every customer's shipments (server-rendered, no script): a GET form of
// filters, a page of results and links to the other pages that keep the filters.
import { Pager } from '@/components/pager';
import { buttonVariants } from '@/components/ui/button';
import { controlClass } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { StatusBadge } from '@/features/shipments/status-badge';
import { cn } from '@/lib/cn';
import type { StaffListProps } from './staff-shipments-view.server';

const field = cn(controlClass, 'h-11');

function Filters({ labels: l, action, filters, statusOptions, clearHref }: StaffListProps) {
  return (
    <form method="get" action={action} role="search" aria-label={l['shipmentOps.filter.label']} className="mt-8 grid gap-4 rounded-lg border bg-background p-4 sm:grid-cols-2 lg:grid-cols-6">
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor="ops-q">{l['shipmentOps.filter.q']}</Label>
        <input id="ops-q" name="q" type="search" defaultValue={filters.query} placeholder={l['shipmentOps.filter.qPlaceholder']} className={field} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="ops-customer">{l['shipmentOps.filter.customer']}</Label>
        <input id="ops-customer" name="cliente" type="search" defaultValue={filters.customer} placeholder={l['shipmentOps.filter.customerPlaceholder']} className={field} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="ops-status">{l['shipmentOps.filter.status']}</Label>
        <select id="ops-status" name="status" defaultValue={filters.status ?? ''} className={field}>
          <option value="">{l['shipmentOps.filter.anyStatus']}</option>
          {statusOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="ops-from">{l['shipmentOps.filter.from']}</Label>
        <input id="ops-from" name="de" type="date" defaultValue={filters.from} className={field} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="ops-to">{l['shipmentOps.filter.to']}</Label>
        <input id="ops-to" name="ate" type="date" defaultValue={filters.to} className={field} />
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-6">
        <button type="submit" className={buttonVariants()}>{l['shipmentOps.filter.submit']}</button>
        {clearHref && <a href={clearHref} className={buttonVariants({ variant: 'link' })}>{l['shipmentOps.filter.clear']}</a>}
      </div>
    </form>
  );
}

function Results({ labels: l, rows }: StaffListProps) {
  if (rows.length === 0) return <p className="mt-4 rounded-lg border border-dashed p-8 text-center text-muted-foreground">{l['shipmentOps.list.empty']}</p>;
  const headings = [
    l['shipmentOps.col.tracking'], l['shipmentOps.col.customer'], l['shipmentOps.col.route'], l['shipmentOps.col.status'],
    l['shipmentOps.col.created'], l['shipmentOps.col.updated'], l['shipmentOps.col.details'],
  ];
  return (
    // Focusable, so keyboard users can scroll it sideways on narrow screens.
    <div className="mt-4 overflow-x-auto rounded-lg border bg-background" tabIndex={0}>
      <table className="w-full min-w-[60rem] text-left text-sm">
        <thead className="bg-muted text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {headings.map((h) => <th key={h} scope="col" className="px-4 py-3 font-semibold">{h}</th>)}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((r) => (
            <tr key={r.id} data-shipment={r.trackingNumber} className="align-top">
              <th scope="row" className="whitespace-nowrap px-4 py-3 font-mono font-semibold">{r.trackingNumber}</th>
              <td className="px-4 py-3">
                <span className="block break-words">{r.customerName}</span>
                <span className="block break-all text-xs text-muted-foreground">{r.customerEmail}</span>
              </td>
              <td className="max-w-xs break-words px-4 py-3">{r.route}</td>
              <td className="px-4 py-3"><StatusBadge status={r.status} label={r.statusLabel} /></td>
              <td className="whitespace-nowrap px-4 py-3 tabular-nums">{r.created}</td>
              <td className="whitespace-nowrap px-4 py-3 tabular-nums">{r.updated}</td>
              <td className="px-4 py-3">
                <a href={r.href} aria-label={r.openLabel} className="font-semibold text-brand underline-offset-4 hover:underline">{l['shipmentOps.list.open']}</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function StaffShipmentListPage(props: StaffListProps) {
  const { labels: l, problems, countText, pagesText, previous, next } = props;
  return (
    <section>
      <h1 className="text-3xl font-bold text-brand">{l['shipmentOps.list.title']}</h1>
      <p className="mt-2 text-muted-foreground">{l['shipmentOps.list.intro']}</p>
      <Filters {...props} />
      {problems.length > 0 && (
        <div role="status" className="mt-4 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm" data-testid="filter-problems">
          <ul className="grid gap-1">{problems.map((p) => <li key={p}>{p}</li>)}</ul>
        </div>
      )}
      <p className="mt-4 text-sm text-muted-foreground" aria-live="polite" data-testid="shipment-count">{countText}</p>
      <Results {...props} />
      <Pager pagesText={pagesText} previous={previous} next={next} previousLabel={l['shipmentOps.list.previous']} nextLabel={l['shipmentOps.list.next']} />
    </section>
  );
}
