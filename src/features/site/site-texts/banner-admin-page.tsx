// The staff's banner page (server-rendered, no script): whether the notice shows now, and one plain
// POST form for its texts, link and dates (Fortaleza time).
import { AdminHeading } from '@/components/admin-heading';
import type { LinkTabs } from '@/components/link-tabs';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { InputField } from '@/components/ui/fields';
import { cn } from '@/lib/cn';
import type { FormState } from '@/lib/forms/form-state';
import type { BannerProps } from './site-texts-view.server';
import { BANNER_LINK_MAX_LENGTH, BANNER_TEXT_MAX_LENGTH } from './site-texts.schema';

export function BannerAdminPage({
  props,
  form,
  tabs,
}: {
  props: BannerProps;
  form: FormState;
  tabs: Parameters<typeof LinkTabs>[0];
}) {
  const l = props.labels;
  const v: Record<string, string | undefined> = { ...props.values, ...form.values };
  const e = form.errors ?? {};
  const input = (
    name: string,
    label: keyof typeof l,
    {
      type = 'text',
      required = true,
      hint,
      maxLength,
    }: { type?: string; required?: boolean; hint?: string; maxLength?: number } = {},
  ) => (
    <InputField
      id={`banner-${name}`}
      label={l[label]}
      required={required}
      hint={hint}
      error={e[name]}
      type={type}
      name={name}
      defaultValue={v[name]}
      maxLength={maxLength}
    />
  );
  return (
    <section>
      <AdminHeading title={l['siteTexts.banner.title']} tabs={tabs} intro={l['siteTexts.banner.intro']} />
      <p
        className={cn('mt-4 font-semibold', props.phase === 'on' ? 'text-success' : 'text-muted-foreground')}
        data-banner-state={props.phase}
      >
        {props.state}
      </p>
      <form
        method="post"
        action={form.action}
        className="mt-6 grid gap-4 rounded-lg border bg-background p-4 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <FormAlert message={form.formError} />
        </div>
        <input type="hidden" name="version" value={v.version} />
        {input('textPt', 'siteTexts.banner.field.textPt', { maxLength: BANNER_TEXT_MAX_LENGTH })}
        {input('textEn', 'siteTexts.banner.field.textEn', { maxLength: BANNER_TEXT_MAX_LENGTH })}
        {input('startsAt', 'siteTexts.banner.field.startsAt', {
          type: 'datetime-local',
          hint: l['siteTexts.banner.hint.dates'],
        })}
        {input('endsAt', 'siteTexts.banner.field.endsAt', {
          type: 'datetime-local',
          hint: l['siteTexts.banner.hint.dates'],
        })}
        <div className="sm:col-span-2">
          {input('link', 'siteTexts.banner.field.link', {
            required: false,
            hint: l['siteTexts.banner.hint.link'],
            maxLength: BANNER_LINK_MAX_LENGTH,
          })}
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonVariants()}>
            {l['siteTexts.banner.save']}
          </button>
        </div>
      </form>
    </section>
  );
}
