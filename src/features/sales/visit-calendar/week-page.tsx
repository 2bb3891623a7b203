// The staff's week of visits (server-rendered, no script): the seven days stacked on a phone and
// side by side on a wide screen, each visit with its time, lead, module and status, and, once it
// has started, the two plain forms that mark it done or no-show.
import { AdminHeading } from '@/components/admin-heading';
import type { LinkTabs } from '@/components/link-tabs';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { StatusPill, type PillTone } from '@/components/ui/status-pill';
import type { FormState } from '@/lib/forms/form-state';
import type { VisitStatus } from '@/lib/statuses/visit';
import type { WeekViewProps } from './week-view.server';

const TONES: Record<VisitStatus, PillTone> = { booked: 'blue', done: 'green', 'no-show': 'amber', cancelled: 'grey' };

export interface WeekLabels {
  title: string;
  previous: string;
  next: string;
  current: string;
  empty: string;
  done: string;
  noShow: string;
}

export function WeekPage({
  props,
  labels,
  form,
  tabs,
}: {
  props: WeekViewProps;
  labels: WeekLabels;
  form: FormState;
  tabs: Parameters<typeof LinkTabs>[0];
}) {
  const link = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <section>
      <AdminHeading title={labels.title} tabs={tabs} />
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-xl font-semibold" data-week-title>
          {props.title}
        </h2>
        <a href={props.previous} className={link} rel="prev">
          {labels.previous}
        </a>
        {props.current && (
          <a href={props.current} className={link}>
            {labels.current}
          </a>
        )}
        <a href={props.next} className={link} rel="next">
          {labels.next}
        </a>
      </div>
      <div className="mt-4">
        <FormAlert message={form.formError} />
      </div>
      <ol className="mt-4 grid gap-3 xl:grid-cols-7">
        {props.days.map((day) => (
          <li
            key={day.day}
            className="min-w-0 rounded-lg border bg-background p-3"
            data-day={day.day}
            aria-current={day.today ? 'date' : undefined}
          >
            <h3 className={day.today ? 'font-semibold text-brand' : 'font-semibold'}>{day.label}</h3>
            {day.visits.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">{labels.empty}</p>
            ) : (
              <ul className="mt-2 grid gap-2">
                {day.visits.map((visit) => (
                  <li key={visit.id} className="grid gap-1 rounded-md border p-2 text-sm" data-visit={visit.id}>
                    <span className="font-semibold tabular-nums">{visit.time}</span>
                    <a href={visit.leadHref} className="font-medium break-words text-brand underline">
                      {visit.leadName}
                    </a>
                    <span className="text-muted-foreground">
                      {visit.module} · {visit.source}
                    </span>
                    <StatusPill
                      tone={TONES[visit.status]}
                      label={visit.statusLabel}
                      className="justify-self-start"
                      data-visit-status={visit.status}
                    />
                    {visit.canMark && (
                      <form method="post" action={form.action} className="mt-1 flex flex-wrap gap-1">
                        <input type="hidden" name="visitId" value={visit.id} />
                        <button
                          type="submit"
                          name="outcome"
                          value="done"
                          className={buttonVariants({ size: 'sm' })}
                          aria-label={`${labels.done}: ${visit.leadName}, ${visit.time}`}
                        >
                          {labels.done}
                        </button>
                        <button
                          type="submit"
                          name="outcome"
                          value="no-show"
                          className={buttonVariants({ variant: 'outline', size: 'sm' })}
                          aria-label={`${labels.noShow}: ${visit.leadName}, ${visit.time}`}
                        >
                          {labels.noShow}
                        </button>
                      </form>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
