// The staff's sales report (server-rendered, no script): the period as a GET form, the funnel,
// leads and visits by month, loss reasons, and how each figure is counted.
import type { ReactNode } from 'react';
import { AdminHeading } from '@/components/admin-heading';
import type { LinkTabs } from '@/components/link-tabs';
import { EmptyList, FilterForm, TableFrame } from '@/components/list-parts';
import type { SalesReportProps } from './sales-report-view.server';

const num = 'text-right tabular-nums';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8" data-report={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Funnel({ props }: { props: SalesReportProps }) {
  return (
    <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {props.funnel.map((step) => (
        <li key={step.label} className="rounded-lg border bg-background p-4" data-funnel={step.label}>
          <p className="text-sm text-muted-foreground">{step.label}</p>
          <p className="mt-1 text-2xl font-bold text-brand tabular-nums">{step.value}</p>
          <p className="text-sm text-muted-foreground tabular-nums">{step.share}</p>
        </li>
      ))}
    </ol>
  );
}

function LeadsTable({ props }: { props: SalesReportProps }) {
  const l = props.labels;
  const headings = [
    l['salesReport.col.month'],
    { label: l['salesReport.col.leads'], className: num },
    ...props.sourceLabels.map((label) => ({ label, className: num })),
    { label: l['salesReport.col.answered'], className: num },
    { label: l['salesReport.col.median'], className: num },
    { label: l['salesReport.col.p90'], className: num },
  ];
  const labels = headings.slice(1).map((h) => (typeof h === 'string' ? h : h.label));
  return (
    <TableFrame headings={headings}>
      {props.leadRows.map((row) => (
        <tr key={row.key} data-month={row.key} className={row.key === 'total' ? 'font-semibold' : undefined}>
          <th scope="row" className="whitespace-nowrap">
            {row.month}
          </th>
          {[row.leads, ...row.sources, row.answered, row.median, row.p90].map((value, i) => (
            <td key={labels[i]} data-label={labels[i]} className={num}>
              {value}
            </td>
          ))}
        </tr>
      ))}
    </TableFrame>
  );
}

function VisitsTable({ props }: { props: SalesReportProps }) {
  const l = props.labels;
  const labels = [
    l['salesReport.col.booked'],
    l['salesReport.col.done'],
    l['salesReport.col.noShow'],
    l['salesReport.col.cancelled'],
  ];
  return (
    <TableFrame
      headings={[l['salesReport.col.month'], ...labels.map((label) => ({ label, className: num }))]}
      minWidth="md:min-w-[36rem]"
    >
      {props.visitRows.map((row) => (
        <tr key={row.key} data-month={row.key} className={row.key === 'total' ? 'font-semibold' : undefined}>
          <th scope="row" className="whitespace-nowrap">
            {row.month}
          </th>
          {row.cells.map((value, i) => (
            <td key={labels[i]} data-label={labels[i]} className={num}>
              {value}
            </td>
          ))}
        </tr>
      ))}
    </TableFrame>
  );
}

function Reasons({ props }: { props: SalesReportProps }) {
  const l = props.labels;
  if (props.reasons.length === 0) return <EmptyList>{l['salesReport.reasons.empty']}</EmptyList>;
  return (
    <>
      <TableFrame
        headings={[l['salesReport.col.reason'], { label: l['salesReport.col.leads'], className: num }]}
        minWidth="md:min-w-[30rem]"
      >
        {props.reasons.map((row) => (
          <tr key={row.label} data-reason>
            <th scope="row" className="break-words">
              {row.label}
            </th>
            <td data-label={l['salesReport.col.leads']} className={num}>
              {row.leads}
            </td>
          </tr>
        ))}
      </TableFrame>
      {props.others && (
        <p className="mt-2 text-sm text-muted-foreground" data-reasons-others>
          {props.others}
        </p>
      )}
    </>
  );
}

export function SalesReportPage({ props, tabs }: { props: SalesReportProps; tabs: Parameters<typeof LinkTabs>[0] }) {
  const l = props.labels;
  const month = (name: 'de' | 'ate', label: string, value: string, any: string) => ({
    type: 'select' as const,
    id: `report-${name}`,
    name,
    label,
    value,
    any: { label: any },
    options: props.period.options,
  });
  return (
    <section>
      <AdminHeading title={l['salesReport.title']} tabs={tabs} intro={l['salesReport.intro']} />
      <FilterForm
        view={props}
        columns={2}
        className="mt-6"
        controls={[
          month('de', l['salesReport.period.from'], props.period.from, l['salesReport.period.default']),
          month('ate', l['salesReport.period.to'], props.period.to, l['salesReport.period.defaultTo']),
        ]}
      />
      <p className="mt-4 font-semibold" data-report-period>
        {props.periodText}
      </p>
      <Section id="report-funnel" title={l['salesReport.funnel.title']}>
        <Funnel props={props} />
      </Section>
      <Section id="report-leads" title={l['salesReport.leads.title']}>
        {props.leadRows.length === 0 ? <EmptyList>{l['salesReport.empty']}</EmptyList> : <LeadsTable props={props} />}
      </Section>
      <Section id="report-visits" title={l['salesReport.visits.title']}>
        {props.visitRows.length === 0 ? <EmptyList>{l['salesReport.empty']}</EmptyList> : <VisitsTable props={props} />}
      </Section>
      <Section id="report-reasons" title={l['salesReport.reasons.title']}>
        <Reasons props={props} />
      </Section>
      <Section id="report-help" title={l['salesReport.help.title']}>
        <dl className="mt-3 grid max-w-3xl gap-3 text-sm">
          {(['sources', 'response', 'visits', 'funnel', 'reasons'] as const).map((part) => (
            <div key={part}>
              <dt className="font-semibold">{l[`salesReport.help.${part}Term`]}</dt>
              <dd className="mt-1 text-muted-foreground">{l[`salesReport.help.${part}`]}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </section>
  );
}
