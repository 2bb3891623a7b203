// The staff's leads list (server-rendered, no script): filters as a GET form, one page of leads,
// the pager and the CSV of the same filters. Visitor text is rendered as text.
import { PagedList } from '@/components/paged-list';
import { FilterForm } from '@/components/list-parts';
import { AdminHeading } from '@/components/admin-heading';
import type { LinkTabs } from '@/components/link-tabs';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { StagePill } from '@/components/status-badges';
import { FollowUp, LateBadge } from './lead-badges';
import type { LeadsListProps } from './leads-view.server';

function Filters({ props }: { props: LeadsListProps }) {
  const { labels: l, filters } = props;
  const any = { label: l['adminLeads.filter.any'] };
  return (
    <FilterForm
      view={props}
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
        {
          type: 'select',
          id: 'leads-late',
          name: 'atrasados',
          label: l['salesClock.filter.label'],
          value: filters.late,
          any,
          options: props.lateOptions,
        },
        { type: 'date', id: 'leads-from', name: 'de', label: l['adminLeads.filter.from'], value: filters.from },
        { type: 'date', id: 'leads-to', name: 'ate', label: l['adminLeads.filter.to'], value: filters.to },
      ]}
    />
  );
}

type Row = LeadsListProps['rows'][number];
type Labels = LeadsListProps['labels'];

function LeadTable({ props, l }: { props: LeadsListProps; l: Labels }) {
  return (
    <PagedList
      list={props}
      rows={props.rows}
      empty={l['adminLeads.list.empty']}
      className="mt-3"
      minWidth="md:min-w-[52rem]"
      headings={[
        l['adminLeads.col.name'],
        l['adminLeads.col.received'],
        l['adminLeads.col.contact'],
        l['adminLeads.col.module'],
        l['adminLeads.col.stage'],
        l['adminLeads.col.owner'],
        l['adminLeads.col.followUp'],
      ]}
    >
      {(lead: Row) => (
        <tr
          key={lead.id}
          data-lead={lead.id}
          data-late={lead.late ? '' : undefined}
          className={cn((lead.overdue || lead.late) && 'bg-red-50')}
        >
          <th scope="row" className="font-semibold">
            <a href={lead.href} className="break-words text-brand underline-offset-4 hover:underline">
              {lead.fullName}
            </a>
          </th>
          <td data-label={l['adminLeads.col.received']} className="whitespace-nowrap tabular-nums">
            {lead.receivedAt}
          </td>
          <td data-label={l['adminLeads.col.contact']} data-wide>
            <span className="block break-all">{lead.email}</span>
            <span className="block whitespace-nowrap text-muted-foreground">{lead.phone}</span>
          </td>
          <td data-label={l['adminLeads.col.module']} className="whitespace-nowrap">
            {lead.module}
          </td>
          <td data-label={l['adminLeads.col.stage']}>
            <StagePill stage={lead.stage} label={lead.stageLabel} />
            {lead.late && <LateBadge text={lead.late} />}
          </td>
          <td data-label={l['adminLeads.col.owner']} className="break-words">
            {lead.owner}
          </td>
          <td data-label={l['adminLeads.col.followUp']}>
            <FollowUp text={lead.followUp} overdue={lead.overdue} overdueLabel={l['adminLeads.overdue']} />
          </td>
        </tr>
      )}
    </PagedList>
  );
}

export function LeadsListPage({ props, tabs }: { props: LeadsListProps; tabs: Parameters<typeof LinkTabs>[0] }) {
  const l = props.labels;
  return (
    <section>
      <AdminHeading title={l['adminLeads.list.title']} tabs={tabs} intro={l['adminLeads.list.intro']} />
      <a href={props.csvHref} className={cn(buttonVariants({ variant: 'outline' }), 'mt-4')} download data-csv>
        {l['adminLeads.list.export']}
      </a>
      <Filters props={props} />
      <p className="mt-4 text-sm text-muted-foreground" role="status">
        {props.countText}
      </p>
      <LeadTable props={props} l={l} />
    </section>
  );
}
