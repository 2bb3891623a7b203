// The tenant's gate passes page (server-rendered, no script): the new-pass form and a page of the
// tenant's passes, each with its pass link and revoke, and the walk-ins waiting for an answer. The
// list is a live region: the gatehouse's check-ins and walk-ins show without a reload.
import { CardHeading } from '@/components/card-heading';
import { Facts } from '@/components/facts';
import { PageHeading } from '@/components/page-heading';
import { PagedList } from '@/components/paged-list';
import { TitledSection } from '@/components/titled-section';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormCard } from '@/components/ui/form-card';
import { InputField, SelectField } from '@/components/ui/fields';
import { bindFields, type FormState } from '@/lib/forms/form-state';
import type { PassRowView, TenantPassesProps } from './gate-passes-view.server';

export interface PassForms {
  create: FormState;
  revoke: FormState;
  decide: FormState;
}

function NewPassForm({ props, state }: { props: TenantPassesProps; state: FormState }) {
  const l = props.labels;
  const { field, values: v, errors: e } = bindFields(state, 'pass');
  return (
    <FormCard
      id="new-pass"
      title={l['gatePasses.new.title']}
      state={state}
      creates
      columns={2}
      testId="new-pass"
      submitLabel={l['gatePasses.new.submit']}
    >
      <fieldset className="grid gap-2 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium">{l['gatePasses.new.kind']}</legend>
        <div className="flex flex-wrap gap-3">
          {(['visitor', 'truck'] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2 rounded-md border px-3">
              <input type="radio" name="kind" value={kind} required defaultChecked={(v.kind ?? 'visitor') === kind} />
              {l[`gatePasses.kind.${kind}`]}
            </label>
          ))}
        </div>
        {e.kind && <p className="text-sm text-destructive">{e.kind}</p>}
      </fieldset>
      <SelectField
        label={l['gatePasses.new.module']}
        required
        {...field('module', String(props.modules[0] ?? ''))}
        options={props.modules.map((m) => ({ value: m, label: String(m) }))}
      />
      <InputField label={l['gatePasses.new.name']} required {...field('name')} maxLength={100} autoComplete="off" />
      <InputField label={l['gatePasses.new.document']} {...field('document')} maxLength={20} autoComplete="off" />
      <InputField label={l['gatePasses.new.company']} {...field('company')} maxLength={120} autoComplete="off" />
      <InputField
        label={l['gatePasses.new.plate']}
        hint={l['gatePasses.new.plateHint']}
        {...field('plate')}
        maxLength={10}
        autoComplete="off"
        autoCapitalize="characters"
        controlClassName="uppercase"
      />
      <SelectField
        label={l['gatePasses.new.operation']}
        {...field('operation', '')}
        none={l['gatePasses.new.noOperation']}
        options={[
          { value: 'load', label: l['gatePasses.operation.load'] },
          { value: 'unload', label: l['gatePasses.operation.unload'] },
        ]}
      />
      <InputField
        label={l['gatePasses.new.start']}
        required
        hint={l['gatePasses.new.timeZone']}
        {...field('start', props.defaultStart)}
        type="datetime-local"
      />
      <InputField label={l['gatePasses.new.end']} required {...field('end', props.defaultEnd)} type="datetime-local" />
    </FormCard>
  );
}

function PassCard({ row, props, forms }: { row: PassRowView; props: TenantPassesProps; forms: PassForms }) {
  const l = props.labels;
  return (
    <li className="rounded-lg border bg-background p-4" data-pass={row.id} data-status={row.status}>
      <CardHeading
        title={
          <>
            {row.kindLabel} · {row.personName}
            {row.walkIn && (
              <span className="ml-2 text-sm font-normal text-muted-foreground">({l['gatePasses.walkIn']})</span>
            )}
          </>
        }
      >
        <span className="rounded-full border px-3 py-1 text-sm font-medium" data-testid="pass-status">
          {row.statusLabel}
        </span>
      </CardHeading>
      <Facts
        className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4"
        facts={[
          {
            label: l['gatePasses.col.code'],
            value: row.code,
            className: 'font-mono font-semibold tracking-wider',
            testId: 'pass-code',
          },
          { label: l['gatePasses.col.window'], value: row.window, className: 'tabular-nums' },
          { label: l['gatePasses.col.module'], value: row.moduleNumber },
          row.plate && {
            label: l['gatePasses.col.plate'],
            value: `${row.plate}${row.operation ? ` · ${row.operation}` : ''}`,
            className: 'font-mono',
          },
          row.document && { label: l['gatePasses.col.document'], value: row.document, className: 'font-mono' },
          row.company && { label: l['gatePasses.col.company'], value: row.company, className: 'break-words' },
        ]}
      />
      <div className="mt-4 flex flex-wrap gap-3">
        {row.passHref && (
          <a href={row.passHref} className={buttonVariants({ variant: 'outline' })}>
            {l['gatePasses.open']}
          </a>
        )}
        {row.pending && (
          <>
            <form method="post" action={forms.decide.action}>
              <input type="hidden" name="passId" value={row.id} />
              <button type="submit" name="decision" value="approve" className={buttonVariants()}>
                {l['gatePasses.approve']}
              </button>
            </form>
            <form method="post" action={forms.decide.action}>
              <input type="hidden" name="passId" value={row.id} />
              <button type="submit" name="decision" value="refuse" className={buttonVariants({ variant: 'outline' })}>
                {l['gatePasses.refuse']}
              </button>
            </form>
          </>
        )}
        {row.revocable && !row.pending && (
          <form method="post" action={forms.revoke.action}>
            <input type="hidden" name="passId" value={row.id} />
            <button type="submit" className={buttonVariants({ variant: 'outline' })}>
              {l['gatePasses.revoke']}
            </button>
          </form>
        )}
      </div>
    </li>
  );
}

export function TenantPassesPage({ props, forms }: { props: TenantPassesProps; forms: PassForms }) {
  const l = props.labels;
  const listError = forms.revoke.formError ?? forms.decide.formError;
  return (
    <div className="grid gap-8">
      <PageHeading title={l['gatePasses.title']} intro={l['gatePasses.intro']} introClassName="max-w-prose" />
      <NewPassForm props={props} state={forms.create} />
      <TitledSection id="passes" title={l['gatePasses.list.title']} liveRegion="gate-passes">
        <FormAlert message={listError} />
        <PagedList
          rows={props.rows}
          empty={<p className="mt-4 text-muted-foreground">{l['gatePasses.list.empty']}</p>}
          testId="passes"
          list={props}
        >
          {(row) => <PassCard key={row.id} row={row} props={props} forms={forms} />}
        </PagedList>
      </TitledSection>
    </div>
  );
}
