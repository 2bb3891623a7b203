// The admin's audit log (server-rendered, read-only, no script): filters, and one page of staff
// actions as a table, each with the fields it changed, before → after.
import { Pager } from '@/components/pager';
import { EmptyList, FilterForm, TableFrame, type FilterControl } from '@/components/list-parts';
import type { AuditEntryView, AuditListProps } from './audit-view.server';

type FilterKey = keyof AuditListProps['filters'];

// The record kind is picked from the registry's (a select); the others are typed in.
const FILTER_FIELDS: { key: FilterKey; label: keyof AuditListProps['labels']; type: 'search' | 'date' | 'select' }[] = [
  { key: 'action', label: 'adminAudit.filter.action', type: 'search' },
  { key: 'actor', label: 'adminAudit.filter.actor', type: 'search' },
  { key: 'subjectKind', label: 'adminAudit.filter.subjectKind', type: 'select' },
  { key: 'subjectId', label: 'adminAudit.filter.subjectId', type: 'search' },
  { key: 'from', label: 'adminAudit.filter.from', type: 'date' },
  { key: 'to', label: 'adminAudit.filter.to', type: 'date' },
];

function Filters({ labels: l, action, params, filters, kindOptions, clearHref }: AuditListProps) {
  const controls = FILTER_FIELDS.map(({ key, label, type }): FilterControl => {
    const control = { id: `audit-${key}`, name: params[key], label: l[label], value: filters[key] };
    return type === 'select'
      ? { ...control, type, options: kindOptions, any: { label: l['adminAudit.filter.anyKind'] } }
      : { ...control, type };
  });
  return (
    <FilterForm
      action={action}
      label={l['adminAudit.filter.label']}
      controls={controls}
      submitLabel={l['adminAudit.filter.submit']}
      clearLabel={l['adminAudit.filter.clear']}
      clearHref={clearHref}
    />
  );
}

function EntryRow({ entry: e, noChanges }: { entry: AuditEntryView; noChanges: string }) {
  const subject = `${e.subject.kind} · ${e.subject.id}`;
  return (
    <tr className="border-t align-top" data-audit={e.id}>
      <td className="px-3 py-2 whitespace-nowrap tabular-nums">{e.when}</td>
      <td className="px-3 py-2 break-all">{e.who}</td>
      <td className="px-3 py-2">
        {e.actionLabel}
        {e.actionLabel !== e.action && (
          <span className="block font-mono text-xs text-muted-foreground">{e.action}</span>
        )}
      </td>
      <td className="px-3 py-2 font-mono break-all">
        {e.subject.href ? (
          <a href={e.subject.href} className="text-brand underline-offset-4 hover:underline">
            {subject}
          </a>
        ) : (
          subject
        )}
      </td>
      <td className="px-3 py-2">
        {e.changes.length === 0 ? (
          <span className="text-muted-foreground">{noChanges}</span>
        ) : (
          <ul className="grid gap-1">
            {e.changes.map((c) => (
              <li key={c.field} className="break-words">
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
  const { labels: l, countText, pagesText, previous, next, rows } = props;
  return (
    <section>
      <h1 className="text-3xl font-bold text-brand">{l['adminAudit.title']}</h1>
      <p className="mt-2 text-muted-foreground">{l['adminAudit.intro']}</p>
      <Filters {...props} />
      <p className="mt-4 text-sm text-muted-foreground" aria-live="polite" data-testid="audit-count">
        {countText}
      </p>
      {rows.length === 0 ? (
        <EmptyList>{l['adminAudit.list.empty']}</EmptyList>
      ) : (
        <TableFrame
          headings={[
            l['adminAudit.col.when'],
            l['adminAudit.col.who'],
            l['adminAudit.col.action'],
            l['adminAudit.col.subject'],
            l['adminAudit.col.changes'],
          ]}
        >
          {rows.map((entry) => (
            <EntryRow key={entry.id} entry={entry} noChanges={l['adminAudit.noChanges']} />
          ))}
        </TableFrame>
      )}
      <Pager
        pagesText={pagesText}
        previous={previous}
        next={next}
        previousLabel={l['adminAudit.list.previous']}
        nextLabel={l['adminAudit.list.next']}
      />
    </section>
  );
}
