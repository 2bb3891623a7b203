// The "possible duplicates" box on a lead's page (server-rendered): each other lead with its link
// and a link to merge it into this one (the confirmation step).
import { buttonVariants } from '@/components/ui/button';
import { StagePill } from '@/components/status-badges';
import type { DuplicatesBoxProps } from './duplicates-box.server';

export function DuplicatesBox({ box }: { box: DuplicatesBoxProps | null }) {
  if (!box) return null;
  const l = box.labels;
  return (
    <section
      aria-labelledby="lead-duplicates"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4"
      data-duplicates
    >
      <h2 id="lead-duplicates" className="text-lg font-semibold">
        {l['leadDuplicates.box.title']}
      </h2>
      <p className="text-sm text-muted-foreground">{l['leadDuplicates.box.hint']}</p>
      <ul className="mt-3 grid gap-3">
        {box.leads.map((lead) => (
          <li key={lead.id} className="grid gap-1 rounded-md border bg-background p-3 text-sm" data-duplicate={lead.id}>
            <a href={lead.href} className="font-semibold break-words text-brand underline-offset-4 hover:underline">
              {lead.fullName}
            </a>
            <span className="break-all">{lead.email}</span>
            <span>{lead.phone}</span>
            <span className="flex flex-wrap items-center gap-2">
              <StagePill stage={lead.stage} label={lead.stageLabel} />
              <span className="text-muted-foreground">{lead.created}</span>
            </span>
            <a href={lead.mergeHref} className={buttonVariants({ variant: 'outline', size: 'sm' })} data-merge-link>
              {l['leadDuplicates.box.merge']}
            </a>
          </li>
        ))}
      </ul>
      {box.moreHref && (
        <a href={box.moreHref} className="mt-3 inline-block text-sm font-semibold text-brand underline">
          {l['leadDuplicates.box.more']}
        </a>
      )}
    </section>
  );
}
