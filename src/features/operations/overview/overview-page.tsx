// The admin overview (server-rendered, no script): one section per group of numbers, each number
// a link to the list it counts, its text saying what it counts.
import { cn } from '@/lib/cn';
import type { OverviewGroup, OverviewProps } from './overview-view.server';

function Group({ group }: { group: OverviewGroup }) {
  const titleId = `visao-${group.id}`;
  return (
    <section aria-labelledby={titleId} className="rounded-lg border bg-background p-5" data-overview-group={group.id}>
      <h2 id={titleId} className="text-lg font-semibold text-brand">
        {group.title}
      </h2>
      {group.items.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{group.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-border">
          {group.items.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                className="group flex min-h-11 items-center justify-between gap-4 rounded-sm px-1 py-1.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2"
                data-overview-count={item.count}
                data-overview-alert={item.alert && item.count > 0 ? '' : undefined}
              >
                <span className="underline-offset-4 group-hover:underline">
                  {item.label}
                  <span className="sr-only"> — {group.title}</span>
                </span>
                <span
                  className={cn(
                    'text-2xl font-bold tabular-nums',
                    item.count === 0 ? 'text-muted-foreground' : item.alert ? 'text-red-700' : 'text-foreground',
                  )}
                >
                  {item.countText}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function OverviewPage({ labels: l, groups }: OverviewProps) {
  return (
    <section aria-labelledby="overview-title">
      <h1 id="overview-title" className="text-3xl font-bold text-brand">
        {l['adminOverview.title']}
      </h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">{l['adminOverview.intro']}</p>
      <div className="mt-8 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {groups.map((group) => (
          <Group key={group.id} group={group} />
        ))}
      </div>
    </section>
  );
}
