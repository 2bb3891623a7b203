// The staff's privacy page (server-rendered, no script): find an address, erase the customer
// account or the contact-form leads it has on the person's request (a note says how they asked),
// and the newest entries of the privacy log.
import { PageHeading } from '@/components/page-heading';
import { TableFrame } from '@/components/list-parts';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { InputField } from '@/components/ui/fields';
import { cn } from '@/lib/cn';
import type { FormState } from '@/lib/forms/form-state';
import { NOTE_MAX_LENGTH } from './privacy.schema';
import type { StaffPrivacyLabels, StaffPrivacyProps } from './privacy-view.server';

const box = 'rounded-lg border bg-background p-4';

function FindForm({ props }: { props: StaffPrivacyProps }) {
  const l = props.labels;
  return (
    <form
      method="get"
      action={props.action}
      role="search"
      aria-label={l['privacy.staff.find.label']}
      className={cn(box, 'mt-8 flex flex-wrap items-end gap-4')}
    >
      <div className="grid min-w-64 flex-1 gap-1.5">
        <label htmlFor="privacy-find-email" className="text-sm font-medium">
          {l['privacy.staff.find.email']}
        </label>
        <Input id="privacy-find-email" name="email" type="email" required defaultValue={props.email} />
      </div>
      <button type="submit" className={buttonVariants()}>
        {l['privacy.staff.find.submit']}
      </button>
    </form>
  );
}

/** Erases one kind of subject with `email`; `id` tells the forms apart. */
function EraseForm({
  labels: l,
  id,
  email,
  subject,
  submit,
  state,
}: {
  labels: StaffPrivacyLabels;
  id: string;
  email: string;
  subject: 'customer' | 'lead';
  submit: string;
  state: FormState;
}) {
  const mine = state.values?.subject === subject;
  return (
    <form method="post" action={state.action} className="mt-4 grid max-w-xl gap-3" data-testid={`erase-${subject}`}>
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="subject" value={subject} />
      <InputField
        id={`${id}-note`}
        label={l['privacy.staff.note']}
        required
        hint={l['privacy.staff.noteHint']}
        error={mine ? state.errors?.note : undefined}
        name="note"
        maxLength={NOTE_MAX_LENGTH}
        defaultValue={mine ? state.values?.note : undefined}
      />
      <button type="submit" className={cn(buttonVariants({ variant: 'destructive' }), 'justify-self-start')}>
        {submit}
      </button>
    </form>
  );
}

function Findings({ props, state }: { props: StaffPrivacyProps; state: FormState }) {
  const l = props.labels;
  const { account } = props;
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-2" data-testid="privacy-findings">
      <section className={box} aria-labelledby="privacy-account-title">
        <h2 id="privacy-account-title" className="text-lg font-semibold">
          {l['privacy.staff.account.title']}
        </h2>
        {!account ? (
          <p className="mt-2 text-sm text-muted-foreground">{l['privacy.staff.account.none']}</p>
        ) : (
          <>
            <p className="mt-2 font-medium break-all">
              {account.name} · {account.email}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">{account.summary}</p>
            {account.staff ? (
              <p className="mt-4 text-sm font-medium">{l['privacy.staff.account.staff']}</p>
            ) : (
              <EraseForm
                labels={l}
                id="privacy-customer"
                email={account.email}
                subject="customer"
                submit={l['privacy.staff.account.erase']}
                state={state}
              />
            )}
          </>
        )}
      </section>
      <section className={box} aria-labelledby="privacy-leads-title">
        <h2 id="privacy-leads-title" className="text-lg font-semibold">
          {l['privacy.staff.leads.title']}
        </h2>
        {!props.leads ? (
          <p className="mt-2 text-sm text-muted-foreground">{l['privacy.staff.leads.none']}</p>
        ) : (
          <>
            <p className="mt-2 text-sm">{props.leads}</p>
            <EraseForm
              labels={l}
              id="privacy-lead"
              email={props.email}
              subject="lead"
              submit={l['privacy.staff.leads.erase']}
              state={state}
            />
          </>
        )}
      </section>
    </div>
  );
}

function LogTable({ props }: { props: StaffPrivacyProps }) {
  const l = props.labels;
  if (props.log.length === 0)
    return <p className="mt-3 text-sm text-muted-foreground">{l['privacy.staff.log.empty']}</p>;
  return (
    <TableFrame
      className="mt-3"
      minWidth="md:min-w-[40rem]"
      headings={[
        l['privacy.staff.log.when'],
        l['privacy.staff.log.what'],
        l['privacy.staff.log.subject'],
        l['privacy.staff.log.by'],
        l['privacy.staff.log.note'],
      ]}
    >
      {props.log.map((row) => (
        <tr key={row.id} data-log={row.id}>
          <th scope="row" className="font-normal whitespace-nowrap tabular-nums">
            {row.when}
          </th>
          <td data-label={l['privacy.staff.log.what']}>{row.what}</td>
          <td data-label={l['privacy.staff.log.subject']} className="font-mono text-xs break-all">
            {row.subject}
          </td>
          <td data-label={l['privacy.staff.log.by']}>{row.by}</td>
          <td data-label={l['privacy.staff.log.note']} data-wide className="break-words md:min-w-48">
            {row.note}
          </td>
        </tr>
      ))}
    </TableFrame>
  );
}

export function StaffPrivacyPage({ props, erase }: { props: StaffPrivacyProps; erase: FormState }) {
  const l = props.labels;
  return (
    <section>
      <PageHeading title={l['privacy.staff.title']} intro={l['privacy.staff.intro']} introClassName="max-w-3xl" />
      <FindForm props={props} />
      {/* A refused erasure (no such account, a staff account, a bad address): its note keeps its own message. */}
      <div className="mt-4">
        <FormAlert message={erase.formError ?? erase.errors?.email ?? erase.errors?.subject} />
      </div>
      {props.searched && <Findings props={props} state={erase} />}
      <h2 className="mt-10 text-xl font-semibold">{l['privacy.staff.log.title']}</h2>
      {props.log.length > 0 && <p className="mt-1 text-sm text-muted-foreground">{props.logNote}</p>}
      <LogTable props={props} />
    </section>
  );
}
