// The admin's audit log (server-rendered, read-only, no script): filters, and one page of staff
// actions as a table, each with the fields it changed, before → after.
import { PageHeading } from '@/components/page-heading';
import { PagedList } from '@/components/paged-list';
import { FilterForm, type FilterControl } from '@/components/list-parts';
import type { AuditEntryView, AuditListProps } from './audit-view.server';

type FilterKey = keyof AuditListProps['filters'];

// Each filter with the name the list reads it by; the record kind is picked from the registry's.
const FILTER_FIELDS: {
  key: FilterKey;
  name: string;
  label: keyof AuditListProps['labels'];
  type: 'search' | 'date' | 'select';
}[] = [
  { key: 'action', name: 'acao', label: 'adminAudit.filter.action', type: 'search' },
  { key: 'actor', name: 'ator', label: 'adminAudit.filter.actor', type: 'search' },
  { key: 'subjectKind', name: 'tipo', label: 'adminAudit.filter.subjectKind', type: 'select' },
  { key: 'subjectId', name: 'registro', label: 'adminAudit.filter.subjectId', type: 'search' },
  { key: 'from', name: 'de', label: 'adminAudit.filter.from', type: 'date' },
  { key: 'to', name: 'ate', label: 'adminAudit.filter.to', type: 'date' },
];

function Filters(props: AuditListProps) {
  const { labels: l, filters, kindOptions } = props;
  const controls = FILTER_FIELDS.map(({ key, name, label, type }): FilterControl => {
    const control = { id: `audit-${key}`, name, label: l[label], value: filters[key] };
    return type === 'select'
      ? { ...control, type, options: kindOptions, any: { label: l['adminAudit.filter.anyKind'] } }
      : { ...control, type };
  });
  return <FilterForm view={props} controls={controls} />;
}

function EntryRow({ entry: e, l }: { entry: AuditEntryView; l: AuditListProps['labels'] }) {
  const subject = `${e.subject.kind} · ${e.subject.id}`;
  return (
    <tr data-audit={e.id}>
      <th scope="row" className="font-normal whitespace-nowrap tabular-nums">
        {e.when}
      </th>
      <td data-label={l['adminAudit.col.who']} data-wide className="break-all">
        {e.who}
      </td>
      <td data-label={l['adminAudit.col.action']} data-wide>
        {e.actionLabel}
        {e.actionLabel !== e.action && (
          <span className="block font-mono text-xs text-muted-foreground">{e.action}</span>
        )}
      </td>
      <td data-label={l['adminAudit.col.subject']} data-wide className="font-mono break-all">
        {e.subject.href ? (
          <a href={e.subject.href} className="text-brand underline-offset-4 hover:underline">
            {subject}
          </a>
        ) : (
          subject
        )}
      </td>
      <td data-label={l['adminAudit.col.changes']} data-wide>
        {e.changes.length === 0 ? (
          <span className="text-muted-foreground">{l['adminAudit.noChanges']}</span>
        ) : (
          <ul className="grid gap-1">
            {e.changes.map((c) => (
              <li key={c.field} className="wrap-anywhere">
                <span className="font-mono">{c.field}</span>: <del className="text-muted-foreground">{c.before}</del> →{' '}
                <ins className="no-underline">{c.after}</ins>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

export function AuditLogPage({ props }: { props: AuditListProps }) {
  const l = props.labels;
  return (
    <section>
      <PageHeading title={l['adminAudit.title']} intro={l['adminAudit.intro']} />
      <Filters {...props} />
      <PagedList
        list={props}
        rows={props.rows}
        count="audit-count"
        empty={l['adminAudit.list.empty']}
        headings={[
          l['adminAudit.col.when'],
          l['adminAudit.col.who'],
          l['adminAudit.col.action'],
          l['adminAudit.col.subject'],
          l['adminAudit.col.changes'],
        ]}
      >
        {(entry) => <EntryRow key={entry.id} entry={entry} l={l} />}
      </PagedList>
    </section>
  );
}
