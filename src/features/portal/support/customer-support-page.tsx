// The customer's Support page (server-rendered, no script): the contact channels, the new-request
// form and their requests, each a card linking to its conversation (no sideways table at 390 px).
import { EmptyList } from '@/components/list-parts';
import { Pager } from '@/components/pager';
import { FormCard } from '@/components/ui/form-card';
import { FormField } from '@/components/ui/form-field';
import { fieldClass } from '@/components/ui/input';
import { SelectField, TextareaField } from '@/components/ui/fields';
import type { FormState } from '@/lib/forms/form-state';
import { SupportChannels } from './support-channels';
import { RequestCard } from './support-thread';
import { MESSAGE_MAX_LENGTH, SUBJECT_MAX_LENGTH } from './support.schema';
import type { CustomerSupportProps } from './support-view.server';

function NewRequestForm({ props, state }: { props: CustomerSupportProps; state: FormState }) {
  const l = props.labels;
  const v = state.values ?? {};
  const e = state.errors ?? {};
  return (
    <FormCard
      id="new-request"
      title={l['support.new.title']}
      state={state}
      creates
      columns={2}
      testId="new-request"
      submitLabel={l['support.new.submit']}
    >
      <FormField
        id="support-subject"
        label={l['support.new.subject']}
        required
        error={e.subject}
        className="sm:col-span-2"
      >
        {(p) => (
          <input
            {...p}
            name="subject"
            required
            maxLength={SUBJECT_MAX_LENGTH}
            defaultValue={v.subject}
            className={fieldClass}
          />
        )}
      </FormField>
      <SelectField
        id="support-category"
        label={l['support.new.category']}
        required
        error={e.category}
        name="category"
        defaultValue={v.category ?? ''}
        prompt={l['support.new.chooseCategory']}
        options={props.categoryOptions}
      />
      <SelectField
        id="support-shipment"
        label={l['support.new.shipment']}
        optionalLabel={l['support.new.optional']}
        error={e.shipmentId}
        name="shipmentId"
        defaultValue={v.shipmentId ?? ''}
        none={l['support.new.noShipment']}
        options={props.shipmentOptions}
      />
      <TextareaField
        id="support-body"
        label={l['support.new.message']}
        required
        error={e.message}
        className="sm:col-span-2"
        name="message"
        maxLength={MESSAGE_MAX_LENGTH}
        rows={6}
        defaultValue={v.message}
      />
    </FormCard>
  );
}

function RequestList({
  labels: l,
  rows,
  pagesText,
  previous,
  next,
}: Pick<CustomerSupportProps, 'labels' | 'rows' | 'pagesText' | 'previous' | 'next'>) {
  return (
    <section aria-labelledby="requests-title">
      <h2 id="requests-title" className="text-xl font-semibold">
        {l['support.list.title']}
      </h2>
      {rows.length === 0 ? (
        <EmptyList testId="requests-empty">{l['support.list.empty']}</EmptyList>
      ) : (
        <ul className="mt-4 grid gap-4">
          {rows.map((r) => (
            <RequestCard
              key={r.id}
              request={r}
              heading="h3"
              className="portal-card"
              factsClassName="sm:grid-cols-3"
              facts={[
                { label: l['support.col.category'], value: r.categoryLabel },
                { label: l['support.col.updated'], value: r.updated, className: 'tabular-nums' },
                r.trackingNumber && {
                  label: l['support.col.shipment'],
                  value: r.trackingNumber,
                  className: 'font-mono',
                },
              ]}
            />
          ))}
        </ul>
      )}
      <Pager
        pagesText={pagesText}
        previous={previous}
        next={next}
        previousLabel={l['support.list.previous']}
        nextLabel={l['support.list.next']}
      />
    </section>
  );
}

export function CustomerSupportPage({ props, form }: { props: CustomerSupportProps; form: FormState }) {
  const l = props.labels;
  return (
    <section className="grid gap-8">
      <div>
        <h1 className="text-3xl font-bold text-brand">{l['support.portal.title']}</h1>
        <p className="mt-2 text-muted-foreground">{l['support.portal.intro']}</p>
      </div>
      <SupportChannels title={l['support.channels.title']} channels={props.channels} />
      <NewRequestForm props={props} state={form} />
      <RequestList {...props} />
    </section>
  );
}
