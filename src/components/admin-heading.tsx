// The top of a staff page that belongs to a section with parts: its heading (with an optional
// badge beside it), the section's tabs right under it, then the page's introduction.
import type { ReactNode } from 'react';
import { LinkTabs } from './link-tabs';

interface AdminHeadingProps {
  title: string;
  tabs: Parameters<typeof LinkTabs>[0];
  intro?: string;
  /** Shown beside the heading, e.g. a status pill. */
  badge?: ReactNode;
}

export function AdminHeading({ title, tabs, intro, badge }: AdminHeadingProps) {
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-brand">{title}</h1>
        {badge}
      </div>
      <div className="mt-4">
        <LinkTabs {...tabs} />
      </div>
      {intro && <p className="mt-4 max-w-3xl text-muted-foreground">{intro}</p>}
    </div>
  );
}
