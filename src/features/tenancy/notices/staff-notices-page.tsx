// The staff's Notices page: the publish form (multipart, posting without JavaScript) and every
// notice with how many of its recipients read it; and one notice with who has read it.
import { AdminHeading } from '@/components/admin-heading';
import { Pager } from '@/components/pager';
import { FormCard } from '@/components/ui/form-card';
import { FormField } from '@/components/ui/form-field';
import { controlClass } from '@/components/ui/input';
import { StatusPill } from '@/components/ui/status-pill';
import { InputField, TextareaField } from '@/components/ui/fields';
import { cn } from '@/lib/cn';
import type { FormState } from '@/lib/forms/form-state';
import { NOTICE_BODY_MAX_LENGTH, NOTICE_TITLE_MAX_LENGTH } from './notices.schema';
import type { StaffNoticeProps, StaffNoticesProps } from './notices-view.server';
import { NoticeArticle } from './recipient-notices-page';

type Tabs = Parameters<typeof AdminHeading>[0]['tabs'];

function PublishForm({ props, state }: { props: StaffNoticesProps; state: FormState }) {
  const l = props.labels;
  const v = state.values ?? {};
  const e = state.errors ?? {};
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
        id="notice-title"
        label={l['notices.admin.field.title']}
        required
        error={e.title}
        name="title"
        maxLength={NOTICE_TITLE_MAX_LENGTH}
        defaultValue={v.title}
      />
      <TextareaField
        id="notice-body"
        label={l['notices.admin.field.body']}
        required
        hint={l['notices.admin.field.bodyHint']}
        error={e.body}
        name="body"
        maxLength={NOTICE_BODY_MAX_LENGTH}
        rows={6}
        defaultValue={v.body}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{l['notices.admin.field.urgency']}</legend>
        {(['normal', 'urgent'] as const).map((u) => (
          <label key={u} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="urgency"
              value={u}
              defaultChecked={(v.urgency ?? 'normal') === u}
              className="size-5"
            />
            {l[`notices.admin.urgency.${u}`]}
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{l['notices.admin.field.audience']}</legend>
        {(['all', 'modules'] as const).map((a) => (
          <label key={a} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="audience"
              value={a}
              defaultChecked={(v.audience ?? 'all') === a}
              className="size-5"
            />
            {l[`notices.admin.audience.${a}`]}
          </label>
        ))}
      </fieldset>
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
      <section aria-labelledby="notices-list-title" className="grid gap-4">
        <h2 id="notices-list-title" className="text-xl font-semibold">
          {l['notices.admin.list']}
        </h2>
        {props.countText && <p className="text-sm text-muted-foreground">{props.countText}</p>}
        {props.rows.length === 0 ? (
          <p className="text-muted-foreground">{l['notices.admin.none']}</p>
        ) : (
          <ul className="grid gap-3" data-testid="staff-notices">
            {props.rows.map((n) => (
              <li key={n.id} className="portal-card grid gap-1" data-notice={n.id}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h3 className="min-w-0 text-lg font-semibold break-words">
                    <a href={n.href} className="text-brand underline-offset-4 hover:underline">
                      {n.title}
                    </a>
                  </h3>
                  {n.urgent && <StatusPill tone="red" label={l['notices.urgent']} />}
                </div>
                <p className="text-sm text-muted-foreground">
                  {n.when} · {n.audience}
                </p>
                <p className="text-sm font-medium" data-testid="notice-reads">
                  {n.reads}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Pager
          pagesText={props.pagesText}
          previous={props.previous}
          next={props.next}
          previousLabel={l['notices.list.previous']}
          nextLabel={l['notices.list.next']}
        />
      </section>
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
      <section aria-labelledby="readers-title" className="grid gap-3">
        <h2 id="readers-title" className="text-xl font-semibold">
          {l['notices.admin.readers']}
        </h2>
        <p className="text-sm text-muted-foreground">
          {props.audience} · <span data-testid="notice-reads">{props.reads}</span>
        </p>
        {props.readers.length === 0 ? (
          <p className="text-muted-foreground">{l['notices.admin.noReaders']}</p>
        ) : (
          <ul className="grid gap-2" data-testid="notice-readers">
            {props.readers.map((r) => (
              <li key={r.id} className="portal-card grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
                <span className="font-semibold break-words">{r.name}</span>
                <span className="break-words">{r.company}</span>
                <time dateTime={r.iso} className="text-muted-foreground tabular-nums">
                  {r.when}
                </time>
              </li>
            ))}
          </ul>
        )}
        <Pager
          pagesText={props.pagesText}
          previous={props.previous}
          next={props.next}
          previousLabel={l['notices.admin.readersPrevious']}
          nextLabel={l['notices.admin.readersNext']}
        />
      </section>
    </section>
  );
}
