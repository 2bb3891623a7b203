// The staff's pages of the modules' public content (server-rendered, no script): the list of
// modules with what visitors see of each, and one module's plain POST form (descriptions in both
// languages, area-table figures, monthly price) with its last recorded change.
import { AdminHeading } from '@/components/admin-heading';
import { FieldGroup, SaveBar } from '@/components/forms/record-form-parts';
import type { LinkTabs } from '@/components/link-tabs';
import { TableFrame } from '@/components/list-parts';
import { ModuleStatusTag } from '@/components/status-badges';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { fieldClass } from '@/components/ui/input';
import { TextareaField } from '@/components/ui/fields';
import type { FormState } from '@/lib/forms/form-state';
import type { ModuleContentListProps, ModuleContentProps } from './module-content-view.server';
import { DESCRIPTION_MAX_LENGTH } from './module-content.schema';

/** The Site section's tabs, under each page's heading (src/features/site/site-settings/site-tabs.ts). */
type Tabs = Parameters<typeof LinkTabs>[0];

export function ModuleContentList({ props, tabs }: { props: ModuleContentListProps; tabs: Tabs }) {
  const l = props.labels;
  return (
    <section>
      <AdminHeading title={l['adminSiteModules.title']} tabs={tabs} intro={l['adminSiteModules.intro']} />
      <TableFrame
        className="mt-6"
        minWidth="md:min-w-[40rem]"
        headings={[
          l['adminSiteModules.col.module'],
          l['adminSiteModules.col.status'],
          { label: l['adminSiteModules.col.total'], className: 'text-right' },
          { label: l['adminSiteModules.col.monthly'], className: 'text-right' },
          { label: l['adminSiteModules.edit'], hidden: true },
        ]}
      >
        {props.modules.map((m) => (
          <tr key={m.number} data-site-module={m.number}>
            <th scope="row" className="font-semibold whitespace-nowrap">
              {m.label}
            </th>
            <td data-label={l['adminSiteModules.col.status']}>
              <ModuleStatusTag status={m.status} label={m.statusLabel} />
            </td>
            <td data-label={l['adminSiteModules.col.total']} className="whitespace-nowrap tabular-nums md:text-right">
              {m.total}
            </td>
            <td data-label={l['adminSiteModules.col.monthly']} className="whitespace-nowrap tabular-nums md:text-right">
              {m.monthly}
            </td>
            <td data-actions>
              <a
                href={m.href}
                aria-label={`${l['adminSiteModules.edit']} — ${m.label}`}
                className="font-semibold text-brand underline-offset-4 hover:underline"
              >
                {l['adminSiteModules.edit']}
              </a>
            </td>
          </tr>
        ))}
      </TableFrame>
    </section>
  );
}

export function ModuleContentForm({ props, form, tabs }: { props: ModuleContentProps; form: FormState; tabs: Tabs }) {
  const l = props.labels;
  // After a failed post without JavaScript the form shows what was sent, to be corrected.
  const v: Record<string, string | undefined> = { ...props.values, version: props.version, ...form.values };
  const e = form.errors ?? {};
  const input = (name: string, label: keyof typeof l, inputMode: 'decimal' | 'numeric') => (
    <FormField
      id={`module-${name}`}
      label={l[label]}
      required={inputMode === 'numeric' || name.endsWith('Area')}
      error={e[name]}
    >
      {(p) => (
        <input
          {...p}
          name={name}
          inputMode={inputMode}
          maxLength={20}
          autoComplete="off"
          defaultValue={v[name]}
          className={fieldClass}
        />
      )}
    </FormField>
  );
  const description = (name: string, label: keyof typeof l) => (
    <TextareaField
      id={`module-${name}`}
      label={l[label]}
      required
      error={e[name]}
      className="sm:col-span-2 lg:col-span-3"
      name={name}
      maxLength={DESCRIPTION_MAX_LENGTH}
      rows={4}
      defaultValue={v[name]}
    />
  );
  return (
    <section>
      <AdminHeading title={props.title} tabs={tabs} />
      <a
        href={props.backHref}
        className="mt-4 inline-block text-sm font-semibold text-brand underline underline-offset-4"
      >
        {l['adminSiteModules.back']}
      </a>
      <form method="post" action={form.action} className="mt-8 grid gap-6" data-module-content-form>
        <FormAlert message={form.formError} />
        <input type="hidden" name="module" value={props.number} />
        <input type="hidden" name="version" value={v.version} />
        <FieldGroup
          columns={3}
          title={l['adminSiteModules.descriptions']}
          hint={l['adminSiteModules.descriptionsHint']}
        >
          {description('descriptionPt', 'adminSiteModules.field.descriptionPt')}
          {description('descriptionEn', 'adminSiteModules.field.descriptionEn')}
        </FieldGroup>
        <FieldGroup columns={3} title={l['adminSiteModules.areas']} hint={l['adminSiteModules.areasHint']}>
          {input('storageArea', 'adminSiteModules.field.storageArea', 'decimal')}
          {input('mezzanineArea', 'adminSiteModules.field.mezzanineArea', 'decimal')}
          {input('canopyArea', 'adminSiteModules.field.canopyArea', 'decimal')}
          {input('gatehouseArea', 'adminSiteModules.field.gatehouseArea', 'decimal')}
          {input('utilitiesArea', 'adminSiteModules.field.utilitiesArea', 'decimal')}
          {input('docks', 'adminSiteModules.field.docks', 'numeric')}
          {input('ramps', 'adminSiteModules.field.ramps', 'numeric')}
        </FieldGroup>
        <FieldGroup columns={3} title={l['adminSiteModules.price']} hint={l['adminSiteModules.priceHint']}>
          {input('rentCents', 'adminSiteModules.field.rent', 'decimal')}
          {input('condoFeeCents', 'adminSiteModules.field.condoFee', 'decimal')}
          {input('iptuCents', 'adminSiteModules.field.iptu', 'decimal')}
        </FieldGroup>
        <SaveBar lastChange={props.lastChange} label={l['adminSiteModules.save']} />
      </form>
    </section>
  );
}
