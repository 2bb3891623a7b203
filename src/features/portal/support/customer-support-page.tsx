// The customer's Support page (server-rendered, no script): the contact channels, the new-request
// form and their requests, each a card linking to its conversation (no sideways table at 390 px).
import { EmptyList } from '@/components/list-parts';
import { PageHeading } from '@/components/page-heading';
import { PagedList } from '@/components/paged-list';
import type { PageLinks } from '@/components/pager';
import { TitledSection } from '@/components/titled-section';
import { FormCard } from '@/components/ui/form-card';
import { InputField, SelectField, TextareaField } from '@/components/ui/fields';
import { bindFields, type FormState } from '@/lib/forms/form-state';
import { SupportChannels } from './support-channels';
import { RequestCard } from './support-thread';
import { MESSAGE_MAX_LENGTH, SUBJECT_MAX_LENGTH } from './support.schema';
import type { CustomerSupportProps } from './support-view.server';

function NewRequestForm({ props, state }: { props: CustomerSupportProps; state: FormState }) {
  const l = props.labels;
  const { field } = bindFields(state, 'support');
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
      <InputField
        label={l['support.new.subject']}
        required
        {...field('subject')}
        className="sm:col-span-2"
        maxLength={SUBJECT_MAX_LENGTH}
      />
      <SelectField
        label={l['support.new.category']}
        required
        {...field('category', '')}
        prompt={l['support.new.chooseCategory']}
        options={props.categoryOptions}
      />
      <SelectField
        label={l['support.new.shipment']}
        optionalLabel={l['support.new.optional']}
        {...field('shipmentId', '')}
        none={l['support.new.noShipment']}
        options={props.shipmentOptions}
      />
      <TextareaField
        label={l['support.new.message']}
        required
        className="sm:col-span-2"
        {...field('message')}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={6}
      />
    </FormCard>
  );
}

function RequestList({ labels: l, rows, ...page }: Pick<CustomerSupportProps, 'labels' | 'rows' | keyof PageLinks>) {
  return (
    <TitledSection id="requests" title={l['support.list.title']}>
      <PagedList
        rows={rows}
        empty={<EmptyList testId="requests-empty">{l['support.list.empty']}</EmptyList>}
        list={page}
      >
        {(r) => (
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
        )}
      </PagedList>
    </TitledSection>
  );
}

export function CustomerSupportPage({ props, form }: { props: CustomerSupportProps; form: FormState }) {
  const l = props.labels;
  return (
    <section className="grid gap-8">
      <PageHeading title={l['support.portal.title']} intro={l['support.portal.intro']} />
      <SupportChannels title={l['support.channels.title']} channels={props.channels} />
      <NewRequestForm props={props} state={form} />
      <RequestList {...props} />
    </section>
  );
}
