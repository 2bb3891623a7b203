// The staff's site page (server-rendered, no script): one plain POST form for the site's identity,
// in groups (identity, address, contacts and hours, social links, map), with its last recorded change.
import { AdminHeading } from '@/components/admin-heading';
import { FieldGroup, SaveBar } from '@/components/forms/record-form-parts';
import type { LinkTabs } from '@/components/link-tabs';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { fieldClass } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { FormState } from '@/lib/forms/form-state';
import { LINK_MAX_LENGTH } from '@/lib/forms/fields';
import type { AdminSiteProps } from './admin-site-view.server';
import { ADDRESS_MAX_LENGTH, SITE_NAME_MAX_LENGTH } from './site-identity.schema';

type Labels = AdminSiteProps['labels'];
type InputProps = {
  type?: string;
  inputMode?: 'tel' | 'email' | 'decimal' | 'url';
  maxLength?: number;
  autoComplete?: string;
};

export function SiteIdentityPage({
  props,
  form,
  tabs,
}: {
  props: AdminSiteProps;
  form: FormState;
  /** The Site section's tabs (site-tabs.ts), under the heading. */
  tabs: Parameters<typeof LinkTabs>[0];
}) {
  const l: Labels = props.labels;
  const v: Record<string, string | undefined> = { ...props.values, version: props.version, ...form.values };
  const e = form.errors ?? {};
  const text = (
    name: string,
    label: keyof Labels,
    { required = true, hint, wide, ...input }: InputProps & { required?: boolean; hint?: string; wide?: boolean } = {},
  ) => (
    <FormField
      id={`site-${name}`}
      label={l[label]}
      required={required}
      hint={hint}
      error={e[name]}
      className={wide ? 'sm:col-span-2' : undefined}
    >
      {(p) => <input {...p} {...input} name={name} defaultValue={v[name]} required={required} className={fieldClass} />}
    </FormField>
  );
  return (
    <section>
      <AdminHeading title={l['adminSite.title']} tabs={tabs} intro={l['adminSite.intro']} />
      <form method="post" action={form.action} className="mt-8 grid gap-6" data-site-identity-form>
        <FormAlert message={form.formError} />
        <input type="hidden" name="version" value={v.version} />
        <FieldGroup title={l['adminSite.identity']}>
          {text('name', 'adminSite.field.name', {
            maxLength: SITE_NAME_MAX_LENGTH,
            autoComplete: 'organization',
            wide: true,
          })}
          {text('email', 'adminSite.field.email', { type: 'email', autoComplete: 'email', wide: true })}
        </FieldGroup>
        <FieldGroup title={l['adminSite.address']}>
          {text('street', 'adminSite.field.street', { maxLength: ADDRESS_MAX_LENGTH, wide: true })}
          {text('district', 'adminSite.field.district', { maxLength: ADDRESS_MAX_LENGTH, wide: true })}
          {text('city', 'adminSite.field.city', { maxLength: ADDRESS_MAX_LENGTH })}
          <FormField id="site-state" label={l['adminSite.field.state']} required error={e.state}>
            {(p) => (
              <Select
                {...p}
                name="state"
                defaultValue={v.state}
                options={props.states.map((uf) => ({ value: uf, label: uf }))}
              />
            )}
          </FormField>
          {text('postalCode', 'adminSite.field.postalCode', {
            inputMode: 'decimal',
            maxLength: 9,
            hint: l['adminSite.hint.postalCode'],
          })}
        </FieldGroup>
        <FieldGroup title={l['adminSite.contacts']}>
          {text('phone', 'adminSite.field.phone', { type: 'tel', hint: l['adminSite.hint.phone'] })}
          {text('whatsapp', 'adminSite.field.whatsapp', { type: 'tel', hint: l['adminSite.hint.phone'] })}
          {text('opens', 'adminSite.field.opens', { type: 'time' })}
          {text('closes', 'adminSite.field.closes', { type: 'time' })}
        </FieldGroup>
        <FieldGroup title={l['adminSite.links']}>
          <p className="text-sm text-muted-foreground sm:col-span-2 lg:col-span-4">{l['adminSite.hint.links']}</p>
          {text('instagramUrl', 'adminSite.field.instagram', {
            type: 'url',
            maxLength: LINK_MAX_LENGTH,
            required: false,
          })}
          {text('facebookUrl', 'adminSite.field.facebook', {
            type: 'url',
            maxLength: LINK_MAX_LENGTH,
            required: false,
          })}
          {text('linkedinUrl', 'adminSite.field.linkedin', {
            type: 'url',
            maxLength: LINK_MAX_LENGTH,
            required: false,
          })}
        </FieldGroup>
        <FieldGroup title={l['adminSite.map']}>
          <p className="text-sm text-muted-foreground sm:col-span-2 lg:col-span-4">{l['adminSite.hint.map']}</p>
          {text('mapLat', 'adminSite.field.lat', { inputMode: 'decimal', maxLength: 12 })}
          {text('mapLng', 'adminSite.field.lng', { inputMode: 'decimal', maxLength: 12 })}
        </FieldGroup>
        <SaveBar lastChange={props.lastChange} label={l['adminSite.save']} />
      </form>
    </section>
  );
}
