// The staff's board (server-rendered, no script needed): one column per stage; each card has its
// own small form (stage select + Move) that posts without JavaScript and is reached with Tab.
// Moving to "lost" without a reason comes back to the card with a reason field to fill in.
import { AdminHeading } from '@/components/admin-heading';
import type { LinkTabs } from '@/components/link-tabs';
import { buttonVariants } from '@/components/ui/button';
import { controlClass } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import type { FormState } from '@/lib/forms/form-state';
import { REASON_MAX_LENGTH } from './admin-leads.schema';
import { StagePill } from '@/components/status-badges';
import { FollowUp, LateBadge } from './lead-badges';
import type { BoardCard, LeadsBoardProps } from './leads-view.server';

function Card({ card, props, form }: { card: BoardCard; props: LeadsBoardProps; form: FormState }) {
  const l = props.labels;
  const failed = form.values?.leadId === card.id;
  const error = failed ? (form.errors?.reason ?? form.errors?.stage ?? form.formError) : undefined;
  const askReason = failed && form.values?.stage === 'lost';
  const id = (name: string) => `card-${card.id}-${name}`;
  return (
    <li
      id={`lead-${card.id}`}
      data-card={card.id}
      data-late={card.late ? '' : undefined}
      className={cn(
        'rounded-lg border bg-background p-3 shadow-sm',
        (card.overdue || card.late) && 'border-red-400 ring-1 ring-red-300',
      )}
    >
      <a href={card.href} className="block font-semibold break-words text-brand underline-offset-4 hover:underline">
        {card.fullName}
      </a>
      {card.late && <LateBadge text={card.late} />}
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1 text-xs">
        <dt className="text-muted-foreground">{l['adminLeads.col.module']}</dt>
        <dd>{card.module}</dd>
        <dt className="text-muted-foreground">{l['adminLeads.col.owner']}</dt>
        <dd className="break-words">{card.owner}</dd>
        <dt className="text-muted-foreground">{l['adminLeads.col.followUp']}</dt>
        <dd>
          <FollowUp text={card.followUp} overdue={card.overdue} overdueLabel={l['adminLeads.overdue']} />
        </dd>
      </dl>
      <form method="post" action={form.action} className="mt-3 grid gap-2">
        <input type="hidden" name="leadId" value={card.id} />
        <input type="hidden" name="from" value="board" />
        <div className="flex gap-2">
          <label htmlFor={id('stage')} className="sr-only">
            {card.stageOf}
          </label>
          <Select
            id={id('stage')}
            name="stage"
            defaultValue={failed ? form.values?.stage : card.stage}
            size="sm"
            className="min-w-0 flex-1"
            options={props.stageOptions}
          />
          <button
            type="submit"
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
            aria-describedby={error ? id('error') : undefined}
          >
            {l['adminLeads.board.move']}
            <span className="sr-only"> — {card.fullName}</span>
          </button>
        </div>
        {askReason && (
          <>
            <label htmlFor={id('reason')} className="text-xs font-semibold">
              {card.reasonOf}
            </label>
            <input
              id={id('reason')}
              name="reason"
              maxLength={REASON_MAX_LENGTH}
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? id('error') : undefined}
              className={cn(controlClass, 'h-9 text-sm')}
            />
          </>
        )}
        {error && (
          <p id={id('error')} role="alert" className="text-xs font-medium text-destructive">
            {error}
          </p>
        )}
      </form>
    </li>
  );
}

interface LeadsBoardPageProps {
  props: LeadsBoardProps;
  form: FormState;
  tabs: Parameters<typeof LinkTabs>[0];
}

export function LeadsBoardPage({ props, form, tabs }: LeadsBoardPageProps) {
  const l = props.labels;
  return (
    <section>
      <AdminHeading title={l['adminLeads.board.title']} tabs={tabs} intro={l['adminLeads.board.intro']} />
      <div className="relative mt-6 flex snap-x gap-4 overflow-x-auto pb-4" data-board>
        {props.columns.map((column) => (
          <section
            key={column.stage}
            aria-labelledby={`column-${column.stage}`}
            data-column={column.stage}
            className="w-72 shrink-0 snap-start rounded-lg border bg-muted/50 p-3"
          >
            <h2 id={`column-${column.stage}`} className="flex items-center justify-between gap-2 text-sm font-semibold">
              <StagePill stage={column.stage} label={column.label} />
              <span className="text-muted-foreground tabular-nums">{column.count}</span>
            </h2>
            {column.cards.length === 0 ? (
              <p className="mt-3 rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
                {l['adminLeads.board.empty']}
              </p>
            ) : (
              <ol className="mt-3 grid gap-3">
                {column.cards.map((card) => (
                  <Card key={card.id} card={card} props={props} form={form} />
                ))}
              </ol>
            )}
            {column.moreText && (
              <a
                href={column.moreHref}
                className="mt-3 block text-sm font-semibold text-brand underline-offset-4 hover:underline"
              >
                {column.moreText}
              </a>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
