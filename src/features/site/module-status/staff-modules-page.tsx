// The staff's modules page (server-rendered, no script): one card per module with its own plain
// POST form (status or hold, note), its lease (the tenancy panel) and its last recorded change.
import { ModuleStatusTag } from '@/components/status-badges';
import { SaveBar } from '@/components/forms/record-form-parts';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { Select } from '@/components/ui/select';
import type { FormState } from '@/lib/forms/form-state';
import { ModuleLeasePanel } from '@/features/tenancy/leases';
import type { ModuleLeaseProps } from '@/features/tenancy/leases/tenancy-view.server';
import { NOTE_MAX_LENGTH } from './admin-modules.schema';
import type { StaffModulesProps, StaffModuleView } from './admin-modules-view.server';

/** The tenancy part of each card: the module's tenant and the form linking an account to it. */
export interface ModuleLease {
  props: ModuleLeaseProps;
  form: FormState;
}

interface CardProps {
  module: StaffModuleView;
  props: StaffModulesProps;
  form: FormState;
  lease?: ModuleLease;
}

function ModuleCard({ module, props, form, lease }: CardProps) {
  const l = props.labels;
  // After a failed post without JavaScript, only the card that was sent shows its values and messages.
  const failed = form.values?.module === String(module.number);
  const v = failed ? (form.values ?? {}) : {};
  const e = failed ? (form.errors ?? {}) : {};
  const id = (name: string) => `module-${module.number}-${name}`;
  const statusLabel = props.statusOptions.find((o) => o.value === module.status)?.label ?? module.status;
  return (
    <li
      id={`modulo-${module.number}`}
      className="rounded-lg border bg-background p-4"
      data-admin-module={module.number}
    >
      <form
        method="post"
        action={form.action}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-labelledby={id('title')}
      >
        <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2 lg:col-span-4">
          <h2 id={id('title')} className="text-lg font-semibold">
            {module.label}
          </h2>
          <ModuleStatusTag status={module.status} label={statusLabel} />
        </div>
        {failed && form.formError && (
          <div className="sm:col-span-2 lg:col-span-4">
            <FormAlert message={form.formError} />
          </div>
        )}
        <input type="hidden" name="module" value={module.number} />
        <FormField id={id('status')} label={l['adminModules.field.status']} required error={e.status}>
          {(p) => (
            <Select
              {...p}
              name="status"
              defaultValue={v.status ?? module.choice}
              options={props.statusOptions.filter((o) => (module.choices as readonly string[]).includes(o.value))}
            />
          )}
        </FormField>
        {module.lease && (
          <p className="self-end text-sm text-muted-foreground sm:col-span-1 lg:col-span-3" data-module-lease-hint>
            {l[module.lease === 'current' ? 'adminModules.leasedHint' : 'adminModules.untrackedHint']}
          </p>
        )}
        {module.earlierRecord && (
          <p className="text-sm text-muted-foreground sm:col-span-2 lg:col-span-4" data-module-earlier-record>
            {module.earlierRecord}
          </p>
        )}
        <FormField
          id={id('note')}
          label={l['adminModules.field.note']}
          error={e.privateNote}
          className="sm:col-span-2 lg:col-span-4"
        >
          {(p) => (
            <Textarea
              {...p}
              name="privateNote"
              maxLength={NOTE_MAX_LENGTH}
              rows={2}
              className="min-h-16"
              defaultValue={v.privateNote ?? module.privateNote}
            />
          )}
        </FormField>
        <SaveBar
          lastChange={module.lastChange}
          label={l['adminModules.save']}
          describedBy={id('title')}
          className="sm:col-span-2 lg:col-span-4"
        />
      </form>
      {lease && (
        <div className="mt-4 border-t pt-4">
          <ModuleLeasePanel module={module.number} props={lease.props} form={lease.form} />
        </div>
      )}
    </li>
  );
}

export function StaffModulesPage({
  props,
  form,
  lease,
}: {
  props: StaffModulesProps;
  form: FormState;
  lease?: ModuleLease;
}) {
  const l = props.labels;
  return (
    <section>
      <h1 className="text-3xl font-bold text-brand">{l['adminModules.title']}</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">{l['adminModules.intro']}</p>
      {props.filter && (
        <p className="mt-4 text-sm font-semibold" data-modules-filter>
          {props.filter.text}{' '}
          <a href={props.filter.clearHref} className="text-brand underline underline-offset-4">
            {props.filter.clear}
          </a>
        </p>
      )}
      <ul className="mt-8 grid gap-4">
        {props.modules.map((module) => (
          <ModuleCard key={module.number} module={module} props={props} form={form} lease={lease} />
        ))}
      </ul>
    </section>
  );
}
