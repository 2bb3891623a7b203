// The sales clock's settings page (server-rendered, no script): the Leads section's tabs and one
// plain POST form for the first-response minutes, the business hours and the days per stage.
import { AdminHeading } from '@/components/admin-heading';
import type { LinkTabs } from '@/components/link-tabs';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { InputField } from '@/components/ui/fields';
import type { FormState } from '@/lib/forms/form-state';
import type { ClockProps } from './clock-view.server';

export function ClockPage({
  props,
  form,
  tabs,
}: {
  props: ClockProps;
  form: FormState;
  tabs: Parameters<typeof LinkTabs>[0];
}) {
  const l = props.labels;
  const v: Record<string, string | undefined> = { ...props.values, ...form.values };
  const e = form.errors ?? {};
  const input = (name: string, label: string, { type = 'number', hint }: { type?: string; hint?: string } = {}) => (
    <InputField
      id={`clock-${name}`}
      label={label}
      required
      hint={hint}
      error={e[name]}
      type={type}
      name={name}
      defaultValue={v[name]}
      inputMode={type === 'number' ? 'numeric' : undefined}
      min={type === 'number' ? 1 : undefined}
    />
  );
  return (
    <section>
      <AdminHeading title={l['salesClock.title']} tabs={tabs} intro={l['salesClock.intro']} />
      {props.usingDefaults && (
        <p className="mt-4 text-sm text-muted-foreground" data-clock-defaults>
          {l['salesClock.defaults']}
        </p>
      )}
      <form
        method="post"
        action={form.action}
        className="mt-6 grid gap-4 rounded-lg border bg-background p-4 sm:grid-cols-3"
      >
        <div className="sm:col-span-3">
          <FormAlert message={form.formError} />
        </div>
        <input type="hidden" name="version" value={v.version} />
        {input('firstResponseMinutes', l['salesClock.field.firstResponseMinutes'])}
        {input('opens', l['salesClock.field.opens'], { type: 'time', hint: l['salesClock.hint.hours'] })}
        {input('closes', l['salesClock.field.closes'], { type: 'time' })}
        <fieldset className="grid gap-4 sm:col-span-3 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="mb-2 font-semibold">{l['salesClock.stages']}</legend>
          {props.stages.map((stage) => (
            <div key={stage.name}>{input(stage.name, stage.label)}</div>
          ))}
        </fieldset>
        <div className="sm:col-span-3">
          <button type="submit" className={buttonVariants()}>
            {l['salesClock.save']}
          </button>
        </div>
      </form>
    </section>
  );
}
