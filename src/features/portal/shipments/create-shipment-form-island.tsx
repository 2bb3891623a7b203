// The create-shipment island: checks with the action's schema, toasts a failure ('Houve um
// problema ao criar o envio.'), and once created goes to the dashboard, which confirms it.
import { useActionForm } from '@/components/forms/use-action-form';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { Toaster } from '@/components/ui/toaster';
import { InputField } from '@/components/ui/fields';
import type { portal } from '@/i18n/pt-BR/portal';
import type { FormCommonKey, FormState } from '@/lib/forms/form-state';
import type { CreateShipmentInput } from './shipment.schema';

type PortalKey = keyof typeof portal;
export type CreateShipmentStrings = Record<PortalKey | FormCommonKey, string>;

export interface CreateShipmentFormProps {
  dashboard: string;
  t: CreateShipmentStrings;
  state: FormState;
}

type FieldSpec = { name: keyof CreateShipmentInput; label: PortalKey; type?: string; autoComplete?: string };

// A number field can only show a number back (HTML's floating-point syntax): anything else a
// failed post sent is left out, and its message says what is wrong.
const NUMBER = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;
const shown = (f: FieldSpec, value: string | undefined) =>
  f.type === 'number' && value !== undefined && !NUMBER.test(value) ? undefined : value;

const ROWS: FieldSpec[][] = [
  [
    { name: 'origin', label: 'portal.create.origin' },
    { name: 'destination', label: 'portal.create.destination' },
  ],
  [{ name: 'weight', label: 'portal.create.weight', type: 'number' }],
  [
    { name: 'senderName', label: 'portal.create.senderName', autoComplete: 'name' },
    { name: 'senderEmail', label: 'portal.create.senderEmail', type: 'email', autoComplete: 'email' },
  ],
  [
    { name: 'receiverName', label: 'portal.create.receiverName', autoComplete: 'off' },
    { name: 'receiverEmail', label: 'portal.create.receiverEmail', type: 'email', autoComplete: 'off' },
  ],
];

export default function CreateShipmentForm({ dashboard, t, state }: CreateShipmentFormProps) {
  const form = useActionForm({
    action: 'shipments.create',
    schema: () => import('./shipment.schema').then((m) => m.createShipmentSchema),
    t,
    state,
    failure: { text: 'portal.toast.errorText', toastTitle: 'portal.toast.errorTitle' },
  });
  const serverErrors = Object.keys(state.errors ?? {}).length > 0 && Object.keys(form.errors).length > 0;
  return (
    <>
      <form {...form.formProps} className="grid gap-5">
        <FormAlert message={form.formError ?? (serverErrors ? t['portal.create.fixErrors'] : undefined)} />
        <input type="hidden" name="submission" value={form.submission} />
        {ROWS.map((row) => (
          <div key={row[0]?.name} className="grid gap-5 sm:grid-cols-2">
            {row.map((f) => (
              <InputField
                key={f.name}
                id={`shipment-${f.name}`}
                label={t[f.label]}
                required
                error={form.errors[f.name]}
                name={f.name}
                type={f.type ?? 'text'}
                autoComplete={f.autoComplete}
                disabled={form.busy}
                defaultValue={shown(f, form.values[f.name])}
                {...(f.type === 'number' ? { min: '0', step: 'any', inputMode: 'decimal' as const } : {})}
              />
            ))}
          </div>
        ))}
        <div className="flex flex-wrap justify-end gap-3">
          <a href={dashboard} className={buttonVariants({ variant: 'outline' })}>
            {t['portal.create.cancel']}
          </a>
          <SubmitButton busy={form.busy} label={t['portal.create.submit']} busyLabel={t['portal.create.submitting']} />
        </div>
      </form>
      <Toaster closeLabel={t['common.close']} />
    </>
  );
}
