// The Templates section of the Documents tab (spec: TPL-001 … TPL-005 with name, type and
// category): each a real file in the page's language, downloaded by a plain link.
import { TableFrame } from '@/components/list-parts';
import { buttonVariants } from '@/components/ui/button';
import type { TemplatesProps } from './templates-view.server';

export function TemplatesTable({ labels: l, rows }: TemplatesProps) {
  const headings = [
    l['documents.templates.col.id'],
    l['documents.templates.col.name'],
    l['documents.templates.col.type'],
    l['documents.templates.col.category'],
    l['documents.templates.col.format'],
  ];
  return (
    <TableFrame
      framed={false}
      minWidth="md:min-w-[44rem]"
      headings={[...headings, { label: l['documents.templates.download'], hidden: true }]}
    >
      {rows.map((t) => (
        <tr key={t.id} data-template={t.id}>
          <td data-label={l['documents.templates.col.id']} className="font-mono whitespace-nowrap">
            {t.id}
          </td>
          <th scope="row" className="font-semibold">
            {t.name}
          </th>
          <td data-label={l['documents.templates.col.type']} className="font-mono">
            {t.type}
          </td>
          <td data-label={l['documents.templates.col.category']}>{t.category}</td>
          <td data-label={l['documents.templates.col.format']}>{t.format}</td>
          <td data-actions className="md:text-right">
            <a
              href={t.href}
              download
              aria-label={t.downloadLabel}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {l['documents.templates.download']}
            </a>
          </td>
        </tr>
      ))}
    </TableFrame>
  );
}
