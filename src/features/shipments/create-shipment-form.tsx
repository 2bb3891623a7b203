// The create-shipment island. Rendered on the server it is a plain POST form to the action (PRG to
// the dashboard, see shipments.middleware.ts); hydrated, it validates with the same schema, submits
// through the action client, reports failures with a toast and on success goes to the dashboard,
// which announces it.
import { useState, type SubmitEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast, Toaster } from '@/components/ui/toaster';
import { FormField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { SHIPMENT_FIELDS, type PortalMessageKey, type ShipmentField, type ShipmentFieldErrors } from './shipment-fields';

const loadClient = () => import('./shipment-client');

export type CreateShipmentStrings = Record<PortalMessageKey, string> & { 'common.close': string };

export interface CreateShipmentFormProps {
  /** The action's form URL (works without JavaScript). */
  action: string;
  dashboard: string;
  t: CreateShipmentStrings;
  initial: { values?: Partial<Record<ShipmentField, string>>; errors?: ShipmentFieldErrors; formError?: PortalMessageKey };
}

type FieldSpec = { name: ShipmentField; label: PortalMessageKey; type?: string; autoComplete?: string };

const ROWS: FieldSpec[][] = [
  [{ name: 'origin', label: 'portal.create.origin' }, { name: 'destination', label: 'portal.create.destination' }],
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

export default function CreateShipmentForm({ action, dashboard, t, initial }: CreateShipmentFormProps) {
  const [errors, setErrors] = useState<ShipmentFieldErrors>(initial.errors ?? {});
  const [busy, setBusy] = useState(false);
  const values = initial.values ?? {};

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const failed = () => toast({ title: t['portal.toast.errorTitle'], description: t['portal.toast.errorText'], variant: 'destructive' });
    setBusy(true);
    let leaving = false;
    try {
      const client = await loadClient();
      const found = client.validateShipmentForm(data);
      setErrors(found);
      const firstInvalid = SHIPMENT_FIELDS.find((f) => found[f]);
      if (firstInvalid) {
        (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
        return;
      }
      const result = await client.sendShipment(data);
      if (result.ok) {
        leaving = true;
        location.assign(`${dashboard}?criado=1`);
        return;
      }
      setErrors(result.errors);
      failed();
    } catch {
      failed();
    } finally {
      if (!leaving) setBusy(false);
    }
  }

  const showAlert = initial.formError ?? (initial.errors && Object.keys(initial.errors).length ? 'portal.create.fixErrors' : undefined);
  return (
    <>
      <form method="post" action={action} noValidate onSubmit={submit} onFocus={() => void loadClient().catch(() => undefined)} className="grid gap-5">
        {showAlert && (
          <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm font-medium text-destructive">
            {t[showAlert]}
          </div>
        )}
        {ROWS.map((row) => (
          <div key={row[0]?.name} className="grid gap-5 sm:grid-cols-2">
            {row.map((f) => (
              <FormField key={f.name} id={`shipment-${f.name}`} label={t[f.label]} required error={errors[f.name] && t[errors[f.name] as PortalMessageKey]}>
                {(p) => (
                  <Input
                    {...p}
                    name={f.name}
                    type={f.type ?? 'text'}
                    autoComplete={f.autoComplete}
                    required
                    disabled={busy}
                    defaultValue={values[f.name]}
                    {...(f.type === 'number' ? { min: '0', step: 'any', inputMode: 'decimal' as const } : {})}
                  />
                )}
              </FormField>
            ))}
          </div>
        ))}
        <div className="flex flex-wrap justify-end gap-3">
          <a href={dashboard} className={buttonVariants({ variant: 'outline' })}>
            {t['portal.create.cancel']}
          </a>
          <button type="submit" aria-disabled={busy || undefined} className={cn(buttonVariants({ variant: 'accent' }), 'aria-disabled:opacity-70')}>
            {busy ? t['portal.create.submitting'] : t['portal.create.submit']}
          </button>
        </div>
      </form>
      <Toaster closeLabel={t['common.close']} />
    </>
  );
}
