// The staff's leads list (server-rendered, no script): filters as a GET form, one page of leads,
// the pager and the CSV of the same filters. Visitor text is rendered as text.
import { Pager } from '@/components/pager';
import { buttonVariants } from '@/components/ui/button';
import { controlClass } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { FollowUp, StagePill } from './lead-badges';
import type { LeadsListProps } from './leads-view.server';

const field = cn(controlClass, 'h-11');

type Option = { value: string; label: string };

function Select({ id, name, label, any, options, value }: { id: string; name: string; label: string; any: string; options: Option[]; value: string }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} name={name} defaultValue={value} className={field}>
        <option value="">{any}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </div>
  );
}

function Filters({ props }: { props: LeadsListProps }) {
  const { labels: l, params, filters } = props;
  const any = l['adminLeads.filter.any'];
  return (
    <form method="get" action={props.action} role="search" aria-label={l['adminLeads.filter.label']} className="mt-6 grid gap-4 rounded-lg border bg-background p-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor="leads-q">{l['adminLeads.filter.q']}</Label>
        <input id="leads-q" name={params.q} type="search" defaultValue={filters.q} placeholder={l['adminLeads.filter.qHint']} className={field} />
      </div>
      <Select id="leads-stage" name={params.stage} label={l['adminLeads.filter.stage']} any={any} options={props.stageOptions} value={filters.stage} />
      <Select id="leads-owner" name={params.owner} label={l['adminLeads.filter.owner']} any={any} options={props.ownerOptions} value={filters.owner} />
      <Select id="leads-module" name={params.module} label={l['adminLeads.filter.module']} any={any} options={props.moduleOptions} value={filters.module} />
      <div className="grid gap-1.5">
        <Label htmlFor="leads-from">{l['adminLeads.filter.from']}</Label>
        <input id="leads-from" name={params.from} type="date" defaultValue={filters.from} className={field} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="leads-to">{l['adminLeads.filter.to']}</Label>
        <input id="leads-to" name={params.to} type="date" defaultValue={filters.to} className={field} />
      </div>
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-1">
        <button type="submit" className={buttonVariants()}>{l['adminLeads.filter.submit']}</button>
        {props.clearHref && <a href={props.clearHref} className={buttonVariants({ variant: 'link' })}>{l['adminLeads.filter.clear']}</a>}
      </div>
    </form>
  );
}

type Row = LeadsListProps['rows'][number];
type Labels = LeadsListProps['labels'];

/** Narrow screens: one card per lead, everything visible without scrolling sideways. */
function LeadCards({ rows, l }: { rows: Row[]; l: Labels }) {
  return (
    <ul className="mt-3 grid gap-3 md:hidden">
      {rows.map((lead) => (
        <li key={lead.id} data-lead-card={lead.id} className={cn('rounded-lg border bg-background p-3 text-sm', lead.overdue && 'border-red-400 bg-red-50')}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <a href={lead.href} className="min-w-0 break-words font-semibold text-brand underline-offset-4 hover:underline">{lead.fullName}</a>
            <StagePill stage={lead.stage} label={lead.stageLabel} />
          </div>
          <p className="mt-1 break-all text-muted-foreground">{lead.email} · {lead.phone}</p>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">{l['adminLeads.col.received']}</dt>
            <dd className="tabular-nums">{lead.receivedAt}</dd>
            <dt className="text-muted-foreground">{l['adminLeads.col.module']}</dt>
            <dd>{lead.module}</dd>
            <dt className="text-muted-foreground">{l['adminLeads.col.owner']}</dt>
            <dd className="break-words">{lead.owner}</dd>
            <dt className="text-muted-foreground">{l['adminLeads.col.followUp']}</dt>
            <dd><FollowUp text={lead.followUp} overdue={lead.overdue} overdueLabel={l['adminLeads.overdue']} /></dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function LeadTable({ rows, l }: { rows: Row[]; l: Labels }) {
  const head = 'px-3 py-2 font-semibold';
  return (
    <div className="mt-3 hidden overflow-x-auto rounded-lg border bg-background md:block">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead className="bg-muted text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className={head}>{l['adminLeads.col.received']}</th>
            <th scope="col" className={head}>{l['adminLeads.col.name']}</th>
            <th scope="col" className={head}>{l['adminLeads.col.contact']}</th>
            <th scope="col" className={head}>{l['adminLeads.col.module']}</th>
            <th scope="col" className={head}>{l['adminLeads.col.stage']}</th>
            <th scope="col" className={head}>{l['adminLeads.col.owner']}</th>
            <th scope="col" className={head}>{l['adminLeads.col.followUp']}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((lead) => (
            <tr key={lead.id} data-lead={lead.id} className={cn('align-top', lead.overdue && 'bg-red-50')}>
              <td className="whitespace-nowrap px-3 py-2 tabular-nums">{lead.receivedAt}</td>
              <th scope="row" className="px-3 py-2 font-semibold">
                <a href={lead.href} className="break-words text-brand underline-offset-4 hover:underline">{lead.fullName}</a>
              </th>
              <td className="px-3 py-2">
                <span className="block break-all">{lead.email}</span>
                <span className="block whitespace-nowrap text-muted-foreground">{lead.phone}</span>
              </td>
              <td className="whitespace-nowrap px-3 py-2">{lead.module}</td>
              <td className="px-3 py-2"><StagePill stage={lead.stage} label={lead.stageLabel} /></td>
              <td className="px-3 py-2">{lead.owner}</td>
              <td className="px-3 py-2"><FollowUp text={lead.followUp} overdue={lead.overdue} overdueLabel={l['adminLeads.overdue']} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function LeadsListPage({ props }: { props: LeadsListProps }) {
  const { labels: l, rows } = props;
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand">{l['adminLeads.list.title']}</h1>
          <p className="mt-2 max-w-3xl text-muted-foreground">{l['adminLeads.list.intro']}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={props.boardHref} className={buttonVariants({ variant: 'outline' })}>{l['adminLeads.list.board']}</a>
          <a href={props.csvHref} className={buttonVariants({ variant: 'outline' })} download data-csv>{l['adminLeads.list.export']}</a>
        </div>
      </div>
      <Filters props={props} />
      <p className="mt-4 text-sm text-muted-foreground" role="status">{props.countText}</p>
      {rows.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed p-8 text-center text-muted-foreground">{l['adminLeads.list.empty']}</p>
      ) : (
        <>
          <LeadCards rows={rows} l={l} />
          <LeadTable rows={rows} l={l} />
        </>
      )}
      <Pager pagesText={props.pagesText} previous={props.previous} next={props.next} previousLabel={l['adminLeads.list.previous']} nextLabel={l['adminLeads.list.next']} />
    </section>
  );
}
