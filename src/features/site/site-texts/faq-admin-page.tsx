// The staff's FAQ page (server-rendered, no script): the questions of each group in their order,
// each with plain POST buttons to move it up or down, hide or show it, and a link to edit it; then
// the form for a new question in both languages.
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil } from 'lucide-react';
import { AdminHeading } from '@/components/admin-heading';
import type { LinkTabs } from '@/components/link-tabs';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import type { FormState } from '@/lib/forms/form-state';
import { SUBMISSION_FIELD } from '@/lib/forms/submission';
import { FaqQuestionFields } from './faq-question-fields';
import type { FaqListProps } from './site-texts-view.server';

type Question = FaqListProps['groups'][number]['questions'][number];

export interface FaqAdminForms {
  create: FormState;
  move: FormState;
  visibility: FormState;
}

const small = buttonVariants({ variant: 'outline', size: 'sm' });
// A question moves up unless it is the first of its group, down unless it is the last.
const MOVES = [
  { direction: 'up', Icon: ArrowUp, end: 'first' },
  { direction: 'down', Icon: ArrowDown, end: 'last' },
] as const;

function RowButton({
  action,
  question,
  fields,
  label,
  text,
  disabled,
  children,
}: {
  action: string;
  question: Question;
  fields: Record<string, string>;
  label: string;
  text: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="id" value={question.id} />
      <input type="hidden" name="version" value={question.version} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={small} aria-label={label} title={label} disabled={disabled}>
        {children}
        <span className="max-sm:sr-only">{text}</span>
      </button>
    </form>
  );
}

export function FaqAdminPage({
  props,
  forms,
  tabs,
}: {
  props: FaqListProps;
  forms: FaqAdminForms;
  tabs: Parameters<typeof LinkTabs>[0];
}) {
  const l = props.labels;
  const create = forms.create;
  const values: Record<string, string | undefined> = { group: 'condominium', ...create.values };
  return (
    <section>
      <AdminHeading title={l['siteTexts.faq.title']} tabs={tabs} intro={l['siteTexts.faq.intro']} />
      <div className="mt-6 grid gap-2">
        <FormAlert message={forms.move.formError ?? forms.visibility.formError} />
      </div>
      {props.groups.map(({ group, questions }) => (
        <section key={group} aria-labelledby={`faq-group-${group}`} className="mt-8">
          <h2 id={`faq-group-${group}`} className="text-xl font-semibold">
            {l[`siteTexts.faq.group.${group}`]}
          </h2>
          {questions.length === 0 ? (
            <p className="mt-3 text-muted-foreground">{l['siteTexts.faq.empty']}</p>
          ) : (
            <ol className="mt-3 divide-y divide-border rounded-lg border bg-background" data-faq-group={group}>
              {questions.map((q) => (
                <li
                  key={q.id}
                  id={`faq-${q.id}`}
                  className="flex flex-wrap items-center gap-3 p-3"
                  data-faq-question={q.question}
                >
                  <span className={cn('min-w-0 flex-1 basis-60', q.hidden && 'text-muted-foreground line-through')}>
                    {q.question}
                  </span>
                  {q.hidden && (
                    <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">
                      {l['siteTexts.faq.hiddenBadge']}
                    </span>
                  )}
                  <div className="flex flex-wrap gap-2">
                    {MOVES.map(({ direction, Icon, end }) => (
                      <RowButton
                        key={direction}
                        action={forms.move.action}
                        question={q}
                        fields={{ direction }}
                        label={q.aria[direction]}
                        text={l[`siteTexts.faq.${direction}`]}
                        disabled={q[end]}
                      >
                        <Icon aria-hidden="true" />
                      </RowButton>
                    ))}
                    <RowButton
                      action={forms.visibility.action}
                      question={q}
                      fields={{ hidden: String(!q.hidden) }}
                      label={q.aria.visibility}
                      text={q.hidden ? l['siteTexts.faq.show'] : l['siteTexts.faq.hide']}
                    >
                      {q.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
                    </RowButton>
                    <a href={q.editHref} className={small} aria-label={q.aria.edit} title={q.aria.edit}>
                      <Pencil aria-hidden="true" />
                      <span className="max-sm:sr-only">{l['siteTexts.faq.edit']}</span>
                    </a>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
      <section aria-labelledby="faq-new" className="mt-10">
        <h2 id="faq-new" className="text-xl font-semibold">
          {l['siteTexts.faq.add']}
        </h2>
        <form method="post" action={create.action} className="mt-4 grid gap-4 rounded-lg border bg-background p-4">
          <FormAlert message={create.formError} />
          <input type="hidden" name={SUBMISSION_FIELD} value={create.submission} />
          <FormField
            id="faq-new-group"
            label={l['siteTexts.faq.field.group']}
            required
            error={create.errors?.group}
            className="max-w-xs"
          >
            {(p) => (
              <Select
                {...p}
                name="group"
                defaultValue={values.group}
                options={[
                  { value: 'condominium', label: l['siteTexts.faq.group.condominium'] },
                  { value: 'freight', label: l['siteTexts.faq.group.freight'] },
                ]}
              />
            )}
          </FormField>
          <FaqQuestionFields idPrefix="faq-new" labels={l} values={values} form={create} />
          <div>
            <button type="submit" className={buttonVariants()}>
              {l['siteTexts.faq.create']}
            </button>
          </div>
        </form>
      </section>
    </section>
  );
}
