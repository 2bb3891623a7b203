// The staff's charges page (server-rendered, no script): the new-charge form, a GET form of
// filters, one page of charges as cards, and on each open charge the mark-paid and cancel forms.
import { ChargeBadge } from '@/components/status-badges';
import { FilterForm } from '@/components/list-parts';
import { CardHeading } from '@/components/card-heading';
import { PageHeading } from '@/components/page-heading';
import { PagedList } from '@/components/paged-list';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormCard } from '@/components/ui/form-card';
import { fieldClass } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { InputField, SelectField } from '@/components/ui/fields';
import { bindFields, type FormState } from '@/lib/forms/form-state';
import { Facts } from '@/components/facts';
import type { ChargeRowView, StaffChargesProps } from './charges-view.server';

const MODULES = Array.from({ length: 18 }, (_, i) => String(i + 1));

export interface ChargeForms {
  create: FormState;
  pay: FormState;
  cancel: FormState;
}

function NewChargeForm({ labels: l, state }: { labels: StaffChargesProps['labels']; state: FormState }) {
  const { field } = bindFields(state, 'charge');
  return (
    <FormCard
      id="new-charge"
      title={l['charges.new.title']}
      state={state}
      creates
      columns={2}
      className="mt-8 rounded-lg border bg-background p-4"
      testId="new-charge"
      submitLabel={l['charges.new.submit']}
    >
      <InputField
        label={l['charges.new.customer']}
        required
        {...field('customerEmail')}
        type="email"
        autoComplete="off"
      />
      <InputField label={l['charges.new.description']} required {...field('description')} maxLength={200} />
      <InputField
        label={l['charges.new.amount']}
        required
        {...field('amount')}
        inputMode="decimal"
        placeholder={l['charges.new.amountHint']}
      />
      <InputField label={l['charges.new.dueDate']} required {...field('dueDate')} type="date" />
      <InputField label={l['charges.new.shipment']} {...field('shipment')} autoComplete="off" />
      <SelectField
        label={l['charges.new.module']}
        {...field('module', '')}
        none={l['charges.new.noModule']}
        options={MODULES.map((m) => ({ value: m, label: String(m) }))}
      />
    </FormCard>
  );
}

function Filters(props: StaffChargesProps) {
  const { labels: l, filters, stateOptions } = props;
  return (
    <FilterForm
      view={props}
      controls={[
        {
          type: 'select',
          id: 'charges-state',
          name: 'estado',
          label: l['charges.filter.state'],
          value: filters.state ?? '',
          any: { label: l['charges.filter.anyState'] },
          options: stateOptions,
        },
        {
          type: 'search',
          id: 'charges-customer',
          name: 'cliente',
          label: l['charges.filter.customer'],
          value: filters.customer,
        },
        { type: 'search', id: 'charges-q', name: 'q', label: l['charges.filter.q'], value: filters.query },
      ]}
    />
  );
}

/** Mark paid and cancel, for an open charge only (the server refuses any other). */
function ChargeActions({ row, props, forms }: { row: ChargeRowView; props: StaffChargesProps; forms: ChargeForms }) {
  const l = props.labels;
  const id = (name: string) => `${name}-${row.id}`;
  return (
    <div className="mt-4 grid gap-4 border-t pt-4 md:grid-cols-2">
      <form method="post" action={forms.pay.action} className="grid gap-3">
        <input type="hidden" name="chargeId" value={row.id} />
        <div className="grid gap-1.5">
          <Label htmlFor={id('paid-on')}>{l['charges.pay.paidOn']}</Label>
          <input
            id={id('paid-on')}
            name="paidOn"
            type="date"
            required
            defaultValue={props.today}
            className={fieldClass}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={id('method')}>{l['charges.pay.method']}</Label>
          <Select id={id('method')} name="method" options={props.methodOptions} />
        </div>
        <button type="submit" className={buttonVariants({ variant: 'outline' })}>
          {l['charges.pay.submit']}
        </button>
      </form>
      <form method="post" action={forms.cancel.action} className="grid content-start gap-3">
        <input type="hidden" name="chargeId" value={row.id} />
        <div className="grid gap-1.5">
          <Label htmlFor={id('reason')}>{l['charges.cancel.reason']}</Label>
          <input id={id('reason')} name="reason" required maxLength={500} className={fieldClass} />
        </div>
        <button type="submit" className={buttonVariants({ variant: 'outline' })}>
          {l['charges.cancel.submit']}
        </button>
      </form>
    </div>
  );
}

function ChargeCard({ row, props, forms }: { row: ChargeRowView; props: StaffChargesProps; forms: ChargeForms }) {
  const l = props.labels;
  return (
    <li className="rounded-lg border bg-background p-4" data-charge={row.id}>
      <CardHeading title={row.description}>
        <ChargeBadge state={row.state} label={row.stateLabel} />
      </CardHeading>
      <Facts
        className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-5"
        facts={[
          {
            label: l['charges.col.customer'],
            value: `${row.customerName} · ${row.customerEmail}`,
            className: 'break-all',
          },
          { label: l['charges.col.amount'], value: row.amount, className: 'font-semibold tabular-nums' },
          { label: l['charges.col.due'], value: row.due, className: 'tabular-nums' },
          { label: l['charges.col.refersTo'], value: row.refersTo, className: 'break-words' },
          { label: l['charges.col.payment'], value: row.payment, className: 'break-words' },
        ]}
      />
      {row.open && <ChargeActions row={row} props={props} forms={forms} />}
    </li>
  );
}

export function StaffChargesPage({ props, forms }: { props: StaffChargesProps; forms: ChargeForms }) {
  const { labels: l, rows } = props;
  // A refused mark-paid or cancel posted without JavaScript: its message above the list.
  const rowError = [forms.pay, forms.cancel]
    .flatMap((s) => [s.formError, ...Object.values(s.errors ?? {})])
    .find(Boolean);
  return (
    <section>
      <PageHeading title={l['charges.admin.title']} intro={l['charges.admin.intro']} />
      <NewChargeForm labels={l} state={forms.create} />
      <Filters {...props} />
      <div className="mt-4">
        <FormAlert message={rowError} />
      </div>
      <PagedList list={props} rows={rows} count="charge-count" empty={l['charges.list.empty']}>
        {(row) => <ChargeCard key={row.id} row={row} props={props} forms={forms} />}
      </PagedList>
    </section>
  );
}
