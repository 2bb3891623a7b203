// One request for the staff: its facts, photos and whole history (internal notes included), and
// the forms to assign it, move it (refusing needs a reason) and write a note, public or internal.
// The assign and move forms carry the version read, so a change made meanwhile is refused.
import type { LinkTabs } from '@/components/link-tabs';
import { AdminHeading } from '@/components/admin-heading';
import { FormCard } from '@/components/ui/form-card';
import { SelectField, TextareaField } from '@/components/ui/fields';
import { cn } from '@/lib/cn';
import { bindFields, type FormState } from '@/lib/forms/form-state';
import { Facts } from '@/components/facts';
import { History, MaintenanceBadge, OverdueMark, Photos } from './maintenance-parts';
import { NOTE_MAX_LENGTH, REASON_MAX_LENGTH } from './maintenance.schema';
import type { StaffRequestProps } from './maintenance-request-view.server';

const card = 'rounded-lg border bg-background p-5';

interface Forms {
  assign: FormState;
  move: FormState;
  note: FormState;
}

function AssignForm({ props, state }: { props: StaffRequestProps; state: FormState }) {
  const l = props.labels;
  return (
    <FormCard
      id="assign"
      title={l['maintenance.admin.assignTitle']}
      state={state}
      message={state.formError ?? state.errors?.version ?? state.errors?.requestId}
      compact
      className={card}
      testId="assign-form"
      submitLabel={l['maintenance.admin.assign']}
      submit={{ variant: 'outline' }}
    >
      <input type="hidden" name="requestId" value={props.request.id} />
      <input type="hidden" name="version" value={props.request.version} />
      <SelectField
        id="maintenance-assignee"
        label={l['maintenance.admin.assignee']}
        error={state.errors?.assigneeId}
        name="assigneeId"
        defaultValue={props.request.assigneeId}
        none={l['maintenance.admin.nobody']}
        options={props.staffOptions}
      />
    </FormCard>
  );
}

function MoveForm({ props, state }: { props: StaffRequestProps; state: FormState }) {
  const l = props.labels;
  const { field, errors: e } = bindFields(state, 'maintenance-move');
  if (props.moveOptions.length === 0) {
    return (
      <p className={cn(card, 'text-muted-foreground')} data-testid="request-final">
        {l['maintenance.admin.final']}
      </p>
    );
  }
  return (
    <FormCard
      id="move"
      title={l['maintenance.admin.moveTitle']}
      state={state}
      message={state.formError ?? e.version ?? e.requestId}
      compact
      className={card}
      testId="move-form"
      submitLabel={l['maintenance.admin.move']}
    >
      <input type="hidden" name="requestId" value={props.request.id} />
      <input type="hidden" name="version" value={props.request.version} />
      <SelectField
        label={l['maintenance.admin.moveTo']}
        required
        {...field('status', props.moveOptions[0]?.value)}
        options={props.moveOptions}
      />
      <TextareaField
        label={l['maintenance.admin.reason']}
        hint={l['maintenance.admin.reasonHint']}
        {...field('reason')}
        maxLength={REASON_MAX_LENGTH}
        rows={2}
      />
      <TextareaField label={l['maintenance.admin.moveNote']} {...field('note')} maxLength={NOTE_MAX_LENGTH} rows={3} />
    </FormCard>
  );
}

function NoteForm({ props, state }: { props: StaffRequestProps; state: FormState }) {
  const l = props.labels;
  const { field, values: v, errors: e } = bindFields(state, 'maintenance');
  return (
    <FormCard
      id="note"
      title={l['maintenance.admin.noteTitle']}
      state={state}
      message={state.formError ?? e.requestId}
      creates
      compact
      className={card}
      testId="note-form"
      submitLabel={l['maintenance.admin.addNote']}
      submit={{ variant: 'outline' }}
    >
      <input type="hidden" name="requestId" value={props.request.id} />
      <TextareaField
        label={l['maintenance.admin.note']}
        required
        {...field('note')}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{l['maintenance.admin.visibility']}</legend>
        {(
          [
            ['staff', l['maintenance.admin.staffOnly']],
            ['public', l['maintenance.admin.public']],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="visibility"
              value={value}
              required
              defaultChecked={(v.visibility ?? 'staff') === value}
            />
            {label}
          </label>
        ))}
        {e.visibility && <p className="text-sm font-medium text-destructive">{e.visibility}</p>}
      </fieldset>
    </FormCard>
  );
}

export function StaffRequestPage({
  props,
  forms,
  tabs,
}: {
  props: StaffRequestProps;
  forms: Forms;
  tabs: Parameters<typeof LinkTabs>[0];
}) {
  const { labels: l, request: r } = props;
  return (
    <section className="grid gap-8">
      <AdminHeading
        title={`${props.tenantName} · ${r.categoryLabel} · ${l['maintenance.col.module']} ${r.moduleNumber}`}
        tabs={tabs}
        badge={
          <span className="flex flex-wrap gap-2">
            {r.overdue && <OverdueMark label={l['maintenance.overdue']} />}
            <MaintenanceBadge status={r.status} label={r.statusLabel} />
          </span>
        }
      />
      <div>
        <a href={props.backHref} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
          ← {l['maintenance.admin.back']}
        </a>
        <Facts
          className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4"
          facts={[
            {
              label: l['maintenance.col.tenant'],
              value: (
                <>
                  {props.tenantName} ({props.openedBy})
                </>
              ),
              className: 'break-words',
            },
            { label: l['maintenance.col.urgency'], value: r.urgencyLabel },
            { label: l['maintenance.col.created'], value: r.created, className: 'tabular-nums' },
            {
              label: l['maintenance.col.due'],
              value: r.due,
              className: cn('tabular-nums', r.overdue && 'font-semibold text-red-700'),
            },
          ]}
        />
      </div>
      <section aria-labelledby="description-title">
        <h2 id="description-title" className="text-xl font-semibold">
          {l['maintenance.detail.description']}
        </h2>
        <p className="mt-2 break-words whitespace-pre-wrap">{r.description}</p>
      </section>
      {props.ratedText && (
        <section className={card} data-testid="rating">
          <h2 className="text-lg font-semibold">{l['maintenance.detail.rating']}</h2>
          <p className="mt-2 font-medium">{props.ratedText}</p>
          {r.ratingComment && <p className="mt-2 break-words whitespace-pre-wrap">{r.ratingComment}</p>}
        </section>
      )}
      <Photos title={l['maintenance.detail.photos']} openLabel={l['maintenance.detail.photo']} photos={props.photos} />
      <div className="grid gap-6 lg:grid-cols-2">
        <MoveForm props={props} state={forms.move} />
        <AssignForm props={props} state={forms.assign} />
      </div>
      <NoteForm props={props} state={forms.note} />
      <History
        title={l['maintenance.detail.history']}
        events={props.history}
        staffNoteLabel={l['maintenance.admin.staffNote']}
      />
    </section>
  );
}
