// The gatehouse's walk-in form: someone at the gate without a pass, registered for the tenant of
// the module they visit, who approves or refuses from the portal. Posts to its action (no JavaScript needed).
import { FormAlert } from '@/components/ui/form-alert';
import { Select } from '@/components/ui/select';
import type { FormState } from '@/lib/forms/form-state';
import { big, bigButton } from './gate-controls';
import type { GatehouseProps } from './gatehouse-view.server';

export function WalkInForm({ props, state }: { props: GatehouseProps; state: FormState }) {
  const l = props.labels;
  const v = state.values ?? {};
  const e = state.errors ?? {};
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <div className="grid gap-1.5">
      <label htmlFor={`walk-in-${name}`} className="font-medium">
        {label}
      </label>
      <input id={`walk-in-${name}`} name={name} defaultValue={v[name]} autoComplete="off" className={big} {...extra} />
      {e[name] && <p className="text-sm text-destructive">{e[name]}</p>}
    </div>
  );
  return (
    <details className="portal-card" open={Boolean(state.formError || state.errors)}>
      <summary className="flex min-h-12 cursor-pointer items-center text-xl font-semibold">
        {l['gatehouse.walkIn.title']}
      </summary>
      <form method="post" action={state.action} className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormAlert message={state.formError} />
        </div>
        <input type="hidden" name="submission" value={state.submission} />
        <fieldset className="flex flex-wrap gap-3 sm:col-span-2">
          <legend className="mb-1 font-medium">{l['gatePasses.new.kind']}</legend>
          {(['visitor', 'truck'] as const).map((kind) => (
            <label key={kind} className="flex min-h-12 items-center gap-2 rounded-md border px-4 text-lg">
              <input type="radio" name="kind" value={kind} defaultChecked={(v.kind ?? 'visitor') === kind} />
              {l[`gatePasses.kind.${kind}`]}
            </label>
          ))}
        </fieldset>
        {field('module', l['gatehouse.walkIn.module'], { inputMode: 'numeric', required: true, maxLength: 3 })}
        {field('name', l['gatePasses.new.name'], { required: true, maxLength: 100 })}
        {field('document', l['gatePasses.new.document'], { maxLength: 20 })}
        {field('company', l['gatePasses.new.company'], { maxLength: 120 })}
        {field('plate', l['gatePasses.new.plate'], { maxLength: 10, placeholder: l['gatePasses.new.plateHint'] })}
        <div className="grid gap-1.5">
          <label htmlFor="walk-in-operation" className="font-medium">
            {l['gatePasses.new.operation']}
          </label>
          <Select
            id="walk-in-operation"
            name="operation"
            defaultValue={v.operation ?? ''}
            size="xl"
            none={l['gatePasses.new.noOperation']}
            options={[
              { value: 'load', label: l['gatePasses.operation.load'] },
              { value: 'unload', label: l['gatePasses.operation.unload'] },
            ]}
          />
          {e.operation && <p className="text-sm text-destructive">{e.operation}</p>}
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={bigButton}>
            {l['gatehouse.walkIn.submit']}
          </button>
        </div>
      </form>
    </details>
  );
}
