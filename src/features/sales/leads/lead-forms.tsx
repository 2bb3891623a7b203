// The forms on a lead's page, each a plain POST to its action (no script needed). After a failed
// post, only the form that was sent shows its values and messages.
import type { ReactNode } from 'react';
import { FormCard } from '@/components/ui/form-card';
import { FormField } from '@/components/ui/form-field';
import { fieldClass } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { InputField, SelectField, TextareaField } from '@/components/ui/fields';
import { cn } from '@/lib/cn';
import type { FormState } from '@/lib/forms/form-state';
import { NOTE_MAX_LENGTH, OVERBOOK_VALUE, REASON_MAX_LENGTH, SUBJECT_MAX_LENGTH } from './admin-leads.schema';
import type { LeadDetailProps } from './lead-detail-view.server';

export type LeadFormName = 'stage' | 'owner' | 'followUp' | 'note' | 'reply' | 'visit';
export type LeadForms = Record<LeadFormName, FormState>;

interface FieldsArgs {
  v: Record<string, string>;
  e: Record<string, string>;
  id: (name: string) => string;
}

interface LeadFormProps {
  name: LeadFormName;
  title: string;
  hint?: string;
  submit: string;
  form: FormState;
  leadId: string;
  className?: string;
  children: (args: FieldsArgs) => ReactNode;
}

/** One of the lead's forms: a card that posts the lead's id with its fields. */
function LeadForm({ name, title, hint, submit, form, leadId, className, children }: LeadFormProps) {
  return (
    <FormCard
      id={`lead-form-${name}`}
      title={title}
      hint={hint}
      state={form}
      submitLabel={submit}
      compact
      className={cn('rounded-lg border bg-background p-4', className)}
    >
      <input type="hidden" name="leadId" value={leadId} />
      {children({ v: form.values ?? {}, e: form.errors ?? {}, id: (n) => `${name}-${n}` })}
    </FormCard>
  );
}

export function LeadFormsGrid({ props, forms }: { props: LeadDetailProps; forms: LeadForms }) {
  const l = props.labels;
  const lead = props.lead;
  const common = { leadId: lead.id };
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <LeadForm
        name="stage"
        title={l['adminLeads.stage.title']}
        submit={l['adminLeads.stage.submit']}
        form={forms.stage}
        {...common}
      >
        {({ v, e, id }) => (
          <>
            <FormField id={id('stage')} label={l['adminLeads.stage.field']} required error={e.stage}>
              {(p) => <Select {...p} name="stage" defaultValue={v.stage ?? lead.stage} options={props.stageOptions} />}
            </FormField>
            <InputField
              id={id('reason')}
              label={l['adminLeads.stage.reason']}
              error={e.reason}
              name="reason"
              maxLength={REASON_MAX_LENGTH}
              defaultValue={v.reason ?? lead.lostReason ?? ''}
            />
          </>
        )}
      </LeadForm>
      <div className="grid content-start gap-4">
        <LeadForm
          name="owner"
          title={l['adminLeads.owner.title']}
          submit={l['adminLeads.owner.submit']}
          form={forms.owner}
          {...common}
        >
          {({ v, e, id }) => (
            <SelectField
              id={id('owner')}
              label={l['adminLeads.owner.field']}
              error={e.ownerId}
              name="ownerId"
              defaultValue={v.ownerId ?? lead.ownerId}
              none={l['adminLeads.filter.nobody']}
              options={props.ownerOptions}
            />
          )}
        </LeadForm>
        <LeadForm
          name="followUp"
          title={l['adminLeads.followUp.title']}
          submit={l['adminLeads.followUp.submit']}
          form={forms.followUp}
          {...common}
        >
          {({ v, e, id }) => (
            <InputField
              id={id('day')}
              label={l['adminLeads.followUp.field']}
              error={e.followUpOn}
              name="followUpOn"
              type="date"
              defaultValue={v.followUpOn ?? lead.followUpOn}
            />
          )}
        </LeadForm>
      </div>
      <LeadForm
        name="reply"
        title={l['adminLeads.reply.title']}
        hint={props.replyHint}
        submit={l['adminLeads.reply.submit']}
        form={forms.reply}
        {...common}
      >
        {({ v, e, id }) => (
          <>
            <InputField
              id={id('subject')}
              label={l['adminLeads.reply.subject']}
              required
              error={e.subject}
              name="subject"
              maxLength={SUBJECT_MAX_LENGTH}
              defaultValue={v.subject}
            />
            <TextareaField
              id={id('message')}
              label={l['adminLeads.reply.message']}
              required
              error={e.message}
              name="message"
              rows={5}
              maxLength={NOTE_MAX_LENGTH}
              defaultValue={v.message}
            />
          </>
        )}
      </LeadForm>
      <LeadForm
        name="visit"
        title={l['adminLeads.visit.title']}
        hint={l['adminLeads.visit.hint']}
        submit={l['adminLeads.visit.submit']}
        form={forms.visit}
        {...common}
      >
        {({ v, e, id }) => (
          <>
            <div className="grid grid-cols-2 gap-3">
              <FormField id={id('day')} label={l['adminLeads.visit.day']} required error={e.day} className="col-span-2">
                {(p) => (
                  <input
                    {...p}
                    name="day"
                    type="date"
                    required
                    min={props.today}
                    defaultValue={v.day}
                    className={fieldClass}
                  />
                )}
              </FormField>
              <InputField
                id={id('time')}
                label={l['adminLeads.visit.time']}
                required
                error={e.time}
                name="time"
                type="time"
                defaultValue={v.time ?? '10:00'}
              />
              <SelectField
                id={id('minutes')}
                label={l['adminLeads.visit.duration']}
                error={e.minutes}
                name="minutes"
                defaultValue={v.minutes ?? '60'}
                options={props.durationOptions}
              />
            </div>
            <TextareaField
              id={id('message')}
              label={l['adminLeads.visit.message']}
              error={e.message}
              name="message"
              rows={3}
              maxLength={NOTE_MAX_LENGTH}
              defaultValue={v.message}
            />
            <label htmlFor={id('overbook')} className="flex items-start gap-2 text-sm font-medium">
              <input
                id={id('overbook')}
                type="checkbox"
                name="overbook"
                value={OVERBOOK_VALUE}
                defaultChecked={v.overbook === OVERBOOK_VALUE}
                className="mt-0.5 size-4 shrink-0"
              />
              {l['adminLeads.visit.overbook']}
            </label>
            {e.overbook && (
              <p role="alert" className="text-sm text-destructive">
                {e.overbook}
              </p>
            )}
          </>
        )}
      </LeadForm>
      <LeadForm
        name="note"
        title={l['adminLeads.note.title']}
        submit={l['adminLeads.note.submit']}
        form={forms.note}
        className="md:col-span-2"
        {...common}
      >
        {({ v, e, id }) => (
          <TextareaField
            id={id('text')}
            label={l['adminLeads.note.field']}
            required
            error={e.note}
            name="note"
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            defaultValue={v.note}
          />
        )}
      </LeadForm>
    </div>
  );
}
