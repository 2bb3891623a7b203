// The admin's outbox (server-rendered, no script): filters by state and recipient or subject, and
// one page of emails as a table, each subject linking to the email as it was sent.
import { PageHeading } from '@/components/page-heading';
import { PagedList } from '@/components/paged-list';
import { FilterForm } from '@/components/list-parts';
import { TrackingText } from '@/components/tracking-text';
import { cn } from '@/lib/cn';
import { MailStatePill } from './mail-state-pill';
import type { MailListProps, MailRowView } from './mail-outbox-view.server';

const link = 'text-brand underline-offset-4 hover:underline';

function Filters(props: MailListProps) {
  const { labels: l, filters, stateOptions } = props;
  return (
    <FilterForm
      view={props}
      columns={2}
      controls={[
        {
          type: 'select',
          id: 'mail-state',
          name: 'estado',
          label: l['adminMail.filter.state'],
          value: filters.state,
          any: { label: l['adminMail.filter.anyState'] },
          options: stateOptions,
        },
        { type: 'search', id: 'mail-q', name: 'q', label: l['adminMail.filter.q'], value: filters.query },
      ]}
    />
  );
}

function MailRow({ row, l }: { row: MailRowView; l: MailListProps['labels'] }) {
  return (
    <tr data-mail={row.id}>
      <th scope="row" className="font-normal">
        <a href={row.href} className={cn(link, 'font-medium')}>
          <TrackingText text={row.subject} />
        </a>
      </th>
      <td data-label={l['adminMail.col.date']} className="whitespace-nowrap tabular-nums">
        {row.date}
      </td>
      <td data-label={l['adminMail.col.cause']}>
        {row.cause.href ? (
          <a href={row.cause.href} className={link}>
            {row.cause.label}
          </a>
        ) : (
          row.cause.label
        )}
      </td>
      <td data-label={l['adminMail.col.to']} data-wide className="break-all">
        {row.to}
      </td>
      <td data-label={l['adminMail.col.state']}>
        <MailStatePill state={row.state} label={row.stateLabel} />
      </td>
      <td data-label={l['adminMail.col.attempts']} className="tabular-nums md:text-right">
        {row.attempts}
      </td>
      {/* Empty while the email has not failed: no label then. */}
      <td
        data-label={row.lastErrorPreview ? l['adminMail.col.lastError'] : undefined}
        data-wide
        className="break-words text-destructive md:max-w-[16rem]"
        title={row.lastError}
      >
        {row.lastErrorPreview}
      </td>
    </tr>
  );
}

export function MailOutboxPage({ props }: { props: MailListProps }) {
  const l = props.labels;
  return (
    <section>
      <PageHeading title={l['adminMail.title']} intro={l['adminMail.intro']} />
      <Filters {...props} />
      <PagedList
        list={props}
        rows={props.rows}
        count="mail-count"
        empty={l['adminMail.list.empty']}
        headings={[
          l['adminMail.col.subject'],
          l['adminMail.col.date'],
          l['adminMail.col.cause'],
          l['adminMail.col.to'],
          l['adminMail.col.state'],
          { label: l['adminMail.col.attempts'], className: 'text-right' },
          l['adminMail.col.lastError'],
        ]}
      >
        {(row) => <MailRow key={row.id} row={row} l={l} />}
      </PagedList>
    </section>
  );
}
