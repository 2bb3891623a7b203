// The staff's Notices page: the publish form (multipart, posting without JavaScript) and every
// notice with how many of its recipients read it; and one notice with who has read it.
import { AdminHeading } from '@/components/admin-heading';
import { CardHeading } from '@/components/card-heading';
import { PagedList } from '@/components/paged-list';
import { TitledSection } from '@/components/titled-section';
import { FormCard } from '@/components/ui/form-card';
import { FormField } from '@/components/ui/form-field';
import { controlClass } from '@/components/ui/input';
import { StatusPill } from '@/components/ui/status-pill';
import { InputField, TextareaField } from '@/components/ui/fields';
import { cn } from '@/lib/cn';
import { bindFields, type FormState } from '@/lib/forms/form-state';
import { NOTICE_BODY_MAX_LENGTH, NOTICE_TITLE_MAX_LENGTH } from './notices.schema';
import type { StaffNoticeProps, StaffNoticesProps } from './notices-view.server';
import { NoticeArticle } from './recipient-notices-page';

type Tabs = Parameters<typeof AdminHeading>[0]['tabs'];

/** A choice of one among a few, each a large radio button. */
function RadioChoices({
  legend,
  name,
  checked,
  choices,
}: {
  legend: string;
  name: string;
  checked: string;
  choices: readonly (readonly [value: string, label: string])[];
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {choices.map(([value, label]) => (
        <label key={value} className="flex min-h-11 items-center gap-3">
          <input type="radio" name={name} value={value} defaultChecked={checked === value} className="size-5" />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

function PublishForm({ props, state }: { props: StaffNoticesProps; state: FormState }) {
  const l = props.labels;
  const { field, values: v, errors: e } = bindFields(state, 'notice');
  const ticked = new Set((v.modules ?? '').split(',').filter(Boolean));
  return (
    <FormCard
      id="publish"
      title={l['notices.admin.new']}
      state={state}
      creates
      multipart
      testId="publish-notice"
      submitLabel={l['notices.admin.publish']}
    >
      <InputField
        label={l['notices.admin.field.title']}
        required
        {...field('title')}
        maxLength={NOTICE_TITLE_MAX_LENGTH}
      />
      <TextareaField
        label={l['notices.admin.field.body']}
        required
        hint={l['notices.admin.field.bodyHint']}
        {...field('body')}
        maxLength={NOTICE_BODY_MAX_LENGTH}
        rows={6}
      />
      <RadioChoices
        legend={l['notices.admin.field.urgency']}
        name="urgency"
        checked={v.urgency ?? 'normal'}
        choices={(['normal', 'urgent'] as const).map((u) => [u, l[`notices.admin.urgency.${u}`]])}
      />
      <RadioChoices
        legend={l['notices.admin.field.audience']}
        name="audience"
        checked={v.audience ?? 'all'}
        choices={(['all', 'modules'] as const).map((a) => [a, l[`notices.admin.audience.${a}`]])}
      />
      <fieldset className="grid gap-2" aria-describedby={e.modules ? 'notice-modules-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">{l['notices.admin.field.modules']}</legend>
        <div className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-6">
          {props.modules.map((m) => (
            <label key={m.value} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="modules"
                value={m.value}
                defaultChecked={ticked.has(m.value)}
                className="size-5"
              />
              {m.label}
            </label>
          ))}
        </div>
        {e.modules && (
          <p id="notice-modules-error" className="text-sm text-destructive">
            {e.modules}
          </p>
        )}
      </fieldset>
      <FormField
        id="notice-file"
        label={l['notices.admin.field.file']}
        optionalLabel={l['notices.admin.optional']}
        hint={l['notices.admin.field.fileHint']}
        error={e.file}
      >
        {(p) => (
          <input
            {...p}
            type="file"
            name="file"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            className={cn(controlClass, 'h-auto min-h-11 py-2')}
          />
        )}
      </FormField>
    </FormCard>
  );
}

export function StaffNoticesPage({
  props,
  tabs,
  publish,
}: {
  props: StaffNoticesProps;
  tabs: Tabs;
  publish: FormState;
}) {
  const l = props.labels;
  return (
    <section className="grid gap-8">
      <AdminHeading title={l['notices.admin.title']} tabs={tabs} />
      <PublishForm props={props} state={publish} />
      <TitledSection id="notices-list" title={l['notices.admin.list']} className="grid gap-4">
        {props.countText && <p className="text-sm text-muted-foreground">{props.countText}</p>}
        <PagedList
          rows={props.rows}
          empty={<p className="text-muted-foreground">{l['notices.admin.none']}</p>}
          className="grid gap-3"
          testId="staff-notices"
          list={props}
        >
          {(n) => (
            <li key={n.id} className="portal-card grid gap-1" data-notice={n.id}>
              <CardHeading title={n.title} href={n.href} titleClassName="text-lg font-semibold">
                {n.urgent && <StatusPill tone="red" label={l['notices.urgent']} />}
              </CardHeading>
              <p className="text-sm text-muted-foreground">
                {n.when} · {n.audience}
              </p>
              <p className="text-sm font-medium" data-testid="notice-reads">
                {n.reads}
              </p>
            </li>
          )}
        </PagedList>
      </TitledSection>
    </section>
  );
}

export function StaffNoticePage({ props, tabs }: { props: StaffNoticeProps; tabs: Tabs }) {
  const l = props.labels;
  return (
    <section className="grid gap-8">
      <AdminHeading title={l['notices.admin.title']} tabs={tabs} />
      <a href={props.backHref} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
        ← {l['notices.admin.back']}
      </a>
      <NoticeArticle {...props} urgentLabel={l['notices.urgent']} />
      <TitledSection id="readers" title={l['notices.admin.readers']} className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          {props.audience} · <span data-testid="notice-reads">{props.reads}</span>
        </p>
        <PagedList
          rows={props.readers}
          empty={<p className="text-muted-foreground">{l['notices.admin.noReaders']}</p>}
          className="grid gap-2"
          testId="notice-readers"
          list={props}
        >
          {(r) => (
            <li key={r.id} className="portal-card grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
              <span className="font-semibold break-words">{r.name}</span>
              <span className="break-words">{r.company}</span>
              <time dateTime={r.iso} className="text-muted-foreground tabular-nums">
                {r.when}
              </time>
            </li>
          )}
        </PagedList>
      </TitledSection>
    </section>
  );
}
