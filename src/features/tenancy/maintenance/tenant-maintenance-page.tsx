// The tenant's Maintenance page (server-rendered, no script): the new-request form (multipart, with
// photos) and the tenant's requests, newest first, each a card with its status and deadline.
import { CardHeading } from '@/components/card-heading';

import { PageHeading } from '@/components/page-heading';
import { PagedList } from '@/components/paged-list';
import { TitledSection } from '@/components/titled-section';
import { FormCard } from '@/components/ui/form-card';
import { FormField } from '@/components/ui/form-field';
import { controlClass } from '@/components/ui/input';
import { SelectField, TextareaField } from '@/components/ui/fields';
import { cn } from '@/lib/cn';
import { bindFields, type FormState } from '@/lib/forms/form-state';
import { Facts } from '@/components/facts';
import { MaintenanceBadge, OverdueMark } from './maintenance-parts';
import { DESCRIPTION_MAX_LENGTH } from './maintenance.schema';
import type { TenantMaintenanceProps } from './maintenance-view.server';

function NewRequestForm({ props, state }: { props: TenantMaintenanceProps; state: FormState }) {
  const l = props.labels;
  const { field, errors: e } = bindFields(state, 'maintenance');
  return (
    <FormCard
      id="new-request"
      title={l['maintenance.new.title']}
      state={state}
      creates
      columns={2}
      multipart
      testId="new-request"
      submitLabel={l['maintenance.new.submit']}
      submit={{ size: 'lg' }}
    >
      <SelectField
        label={l['maintenance.new.module']}
        required
        {...field('moduleNumber', props.moduleOptions[0]?.value)}
        options={props.moduleOptions}
      />
      <SelectField
        label={l['maintenance.new.category']}
        required
        {...field('category', '')}
        prompt={l['maintenance.new.chooseCategory']}
        options={props.categoryOptions}
      />
      <SelectField
        label={l['maintenance.new.urgency']}
        required
        className="sm:col-span-2"
        {...field('urgency', 'normal')}
        options={props.urgencyOptions}
      />
      <TextareaField
        label={l['maintenance.new.description']}
        required
        className="sm:col-span-2"
        {...field('description')}
        maxLength={DESCRIPTION_MAX_LENGTH}
        rows={5}
      />
      <FormField
        id="maintenance-photos"
        label={l['maintenance.new.photos']}
        hint={props.photosHint}
        error={e.photos}
        className="sm:col-span-2"
      >
        {(p) => (
          <input
            {...p}
            type="file"
            name="photos"
            multiple
            accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
            className={cn(controlClass, 'h-auto py-2')}
          />
        )}
      </FormField>
    </FormCard>
  );
}

export function TenantMaintenancePage({ props, form }: { props: TenantMaintenanceProps; form: FormState }) {
  const l = props.labels;
  return (
    <section className="grid gap-8">
      <PageHeading title={l['maintenance.portal.title']} intro={l['maintenance.portal.intro']} />
      <NewRequestForm props={props} state={form} />
      <TitledSection id="requests" title={l['maintenance.list.title']} liveRegion="maintenance-requests">
        <PagedList rows={props.rows} empty={l['maintenance.list.empty']} list={props}>
          {(r) => (
            <li key={r.id} className="portal-card" data-request={r.id}>
              <CardHeading
                title={`${r.categoryLabel} · ${l['maintenance.col.module']} ${r.moduleNumber}`}
                href={r.href}
                titleClassName="text-lg font-semibold"
              >
                <div className="flex flex-wrap gap-2">
                  {r.overdue && <OverdueMark label={l['maintenance.overdue']} />}
                  <MaintenanceBadge status={r.status} label={r.statusLabel} />
                </div>
              </CardHeading>
              <Facts
                className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3"
                facts={[
                  { label: l['maintenance.col.urgency'], value: r.urgencyLabel },
                  { label: l['maintenance.col.created'], value: r.created, className: 'tabular-nums' },
                  { label: l['maintenance.col.due'], value: r.due, className: 'tabular-nums' },
                ]}
              />
            </li>
          )}
        </PagedList>
      </TitledSection>
    </section>
  );
}
