// The staff's leads list (server-rendered, no script): filters as a GET form, one page of leads,
// the pager and the CSV of the same filters. Visitor text is rendered as text.
import { EmptyList, FilterForm } from '@/components/list-parts';
import { Pager } from '@/components/pager';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { FollowUp, StagePill } from './lead-badges';
import type { LeadsListProps } from './leads-view.server';

function Filters({ props }: { props: LeadsListProps }) {
  const { labels: l, filters } = props;
  const any = { label: l['adminLeads.filter.any'] };
  return (
    <FilterForm
      action={props.action}
      label={l['adminLeads.filter.label']}
      columns={4}
      className="mt-6"
      controls={[
        {
          type: 'search',
          id: 'leads-q',
          name: 'q',
          label: l['adminLeads.filter.q'],
          value: filters.q,
          placeholder: l['adminLeads.filter.qHint'],
          wide: true,
        },
        {
          type: 'select',
          id: 'leads-stage',
          name: 'etapa',
          label: l['adminLeads.filter.stage'],
          value: filters.stage,
          any,
          options: props.stageOptions,
        },
        {
          type: 'select',
          id: 'leads-owner',
          name: 'responsavel',
          label: l['adminLeads.filter.owner'],
          value: filters.owner,
          any,
          options: props.ownerOptions,
        },
        {
          type: 'select',
          id: 'leads-module',
          name: 'modulo',
          label: l['adminLeads.filter.module'],
          value: filters.module,
          any,
          options: props.moduleOptions,
        },
        { type: 'date', id: 'leads-from', name: 'de', label: l['adminLeads.filter.from'], value: filters.from },
        { type: 'date', id: 'leads-to', name: 'ate', label: l['adminLeads.filter.to'], value: filters.to },
      ]}
      submitLabel={l['adminLeads.filter.submit']}
      clearLabel={l['adminLeads.filter.clear']}
      clearHref={props.clearHref}
    />
  );
}

type Row = LeadsListProps['rows'][number];
type Labels = LeadsListProps['labels'];

/** Narrow screens: one card per lead, everything visible without scrolling sideways. */
function LeadCards({ rows, l }: { rows: Row[]; l: Labels }) {
  return (
    <ul className="mt-3 grid gap-3 md:hidden">
      {rows.map((lead) => (
        <li
          key={lead.id}
          data-lead-card={lead.id}
          className={cn('rounded-lg border bg-background p-3 text-sm', lead.overdue && 'border-red-400 bg-red-50')}
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <a
              href={lead.href}
              className="min-w-0 font-semibold break-words text-brand underline-offset-4 hover:underline"
            >
              {lead.fullName}
            </a>
            <StagePill stage={lead.stage} label={lead.stageLabel} />
          </div>
          <p className="mt-1 break-all text-muted-foreground">
            {lead.email} · {lead.phone}
          </p>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">{l['adminLeads.col.received']}</dt>
            <dd className="tabular-nums">{lead.receivedAt}</dd>
            <dt className="text-muted-foreground">{l['adminLeads.col.module']}</dt>
            <dd>{lead.module}</dd>
            <dt className="text-muted-foreground">{l['adminLeads.col.owner']}</dt>
            <dd className="break-words">{lead.owner}</dd>
            <dt className="text-muted-foreground">{l['adminLeads.col.followUp']}</dt>
            <dd>
              <FollowUp text={lead.followUp} overdue={lead.overdue} overdueLabel={l['adminLeads.overdue']} />
            </dd>
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
        <thead className="bg-muted text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={head}>
              {l['adminLeads.col.received']}
            </th>
            <th scope="col" className={head}>
              {l['adminLeads.col.name']}
            </th>
            <th scope="col" className={head}>
              {l['adminLeads.col.contact']}
            </th>
            <th scope="col" className={head}>
              {l['adminLeads.col.module']}
            </th>
            <th scope="col" className={head}>
              {l['adminLeads.col.stage']}
            </th>
            <th scope="col" className={head}>
              {l['adminLeads.col.owner']}
            </th>
            <th scope="col" className={head}>
              {l['adminLeads.col.followUp']}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((lead) => (
            <tr key={lead.id} data-lead={lead.id} className={cn('align-top', lead.overdue && 'bg-red-50')}>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{lead.receivedAt}</td>
              <th scope="row" className="px-3 py-2 font-semibold">
                <a href={lead.href} className="break-words text-brand underline-offset-4 hover:underline">
                  {lead.fullName}
                </a>
              </th>
              <td className="px-3 py-2">
                <span className="block break-all">{lead.email}</span>
                <span className="block whitespace-nowrap text-muted-foreground">{lead.phone}</span>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{lead.module}</td>
              <td className="px-3 py-2">
                <StagePill stage={lead.stage} label={lead.stageLabel} />
              </td>
              <td className="px-3 py-2">{lead.owner}</td>
              <td className="px-3 py-2">
                <FollowUp text={lead.followUp} overdue={lead.overdue} overdueLabel={l['adminLeads.overdue']} />
              </td>
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
          <a href={props.boardHref} className={buttonVariants({ variant: 'outline' })}>
            {l['adminLeads.list.board']}
          </a>
          <a href={props.csvHref} className={buttonVariants({ variant: 'outline' })} download data-csv>
            {l['adminLeads.list.export']}
          </a>
        </div>
      </div>
      <Filters props={props} />
      <p className="mt-4 text-sm text-muted-foreground" role="status">
        {props.countText}
      </p>
      {rows.length === 0 ? (
        <EmptyList>{l['adminLeads.list.empty']}</EmptyList>
      ) : (
        <>
          <LeadCards rows={rows} l={l} />
          <LeadTable rows={rows} l={l} />
        </>
      )}
      <Pager
        pagesText={props.pagesText}
        previous={props.previous}
        next={props.next}
        previousLabel={l['adminLeads.list.previous']}
        nextLabel={l['adminLeads.list.next']}
      />
    </section>
  );
}
