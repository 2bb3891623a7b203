// The Templates section of the Documents tab (spec: TPL-001 … TPL-005 with name, type and
// category): each a real file in the page's language, downloaded by a plain link.
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
    // Focusable, so keyboard users can scroll it sideways on narrow screens.
    <div className="relative overflow-x-auto" tabIndex={0}>
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {headings.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{l['documents.templates.download']}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((t) => (
            <tr key={t.id} data-template={t.id}>
              <td className="px-3 py-3 font-mono whitespace-nowrap">{t.id}</td>
              <th scope="row" className="px-3 py-3 font-semibold">
                {t.name}
              </th>
              <td className="px-3 py-3 font-mono">{t.type}</td>
              <td className="px-3 py-3">{t.category}</td>
              <td className="px-3 py-3">{t.format}</td>
              <td className="px-3 py-2 text-right">
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
        </tbody>
      </table>
    </div>
  );
}
