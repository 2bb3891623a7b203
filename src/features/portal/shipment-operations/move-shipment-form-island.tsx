// The staff's "move along" form: only the statuses the flow allows from the current one, a place
// and a note (the reason, required for an exception or a cancellation). Posts to shipmentOps.move;
// without JavaScript the page shows the refusal and the values sent.
import { useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { Toaster } from '@/components/ui/toaster';
import { InputField, SelectField } from '@/components/ui/fields';
import type { FormState } from '@/lib/forms/form-state';
import { SHIPMENT_STATUSES_NEEDING_REASON, type ShipmentStatus } from '@/lib/statuses/shipment';
import type { MoveFormStrings } from './form-strings';

export interface MoveShipmentFormProps {
  shipmentId: string;
  currentStatus: ShipmentStatus;
  options: { value: ShipmentStatus; label: string }[];
  t: MoveFormStrings;
  state: FormState;
}

const NOTE_HINT_ID = 'move-note-hint';

export default function MoveShipmentForm({ shipmentId, currentStatus, options, t, state }: MoveShipmentFormProps) {
  const form = useActionForm({
    action: 'shipmentOps.move',
    schema: () => import('./shipment-operations.schema').then((m) => m.moveShipmentSchema),
    t,
    state,
    failure: { text: 'shipmentOps.error.failed', toastTitle: 'shipmentOps.error.title' },
  });
  const [status, setStatus] = useState(form.values.status ?? '');
  const reasonRequired = (SHIPMENT_STATUSES_NEEDING_REASON as readonly string[]).includes(status);
  return (
    <>
      <form {...form.formProps} className="grid gap-4" data-testid="move-form">
        {/* The hidden fields have no place for a message: a tampered or outdated form says so here. */}
        <FormAlert
          message={
            form.formError ??
            (form.errors.shipmentId || form.errors.fromStatus ? t['shipmentOps.error.invalid'] : undefined)
          }
        />
        <input type="hidden" name="shipmentId" value={shipmentId} />
        <input type="hidden" name="fromStatus" value={currentStatus} />
        <fieldset disabled={form.busy} className="grid gap-4">
          <SelectField
            id="move-status"
            label={t['shipmentOps.move.status']}
            required
            error={form.errors.status}
            name="status"
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value)}
            none={t['shipmentOps.move.choose']}
            options={options}
          />
          <InputField
            id="move-place"
            label={t['shipmentOps.move.place']}
            optionalLabel={t['shipmentOps.move.optional']}
            error={form.errors.place}
            name="place"
            maxLength={200}
            defaultValue={form.values.place}
          />
          <div className="grid gap-1.5">
            <FormField
              id="move-note"
              label={t['shipmentOps.move.note']}
              required={reasonRequired}
              optionalLabel={t['shipmentOps.move.optional']}
              error={form.errors.note}
            >
              {(p) => (
                <Textarea
                  {...p}
                  name="note"
                  rows={3}
                  maxLength={1000}
                  required={reasonRequired}
                  defaultValue={form.values.note}
                  aria-describedby={[p['aria-describedby'], NOTE_HINT_ID].filter(Boolean).join(' ')}
                />
              )}
            </FormField>
            <p id={NOTE_HINT_ID} className="text-xs text-muted-foreground">
              {t['shipmentOps.move.noteHint']}
            </p>
          </div>
        </fieldset>
        <SubmitButton
          busy={form.busy}
          label={t['shipmentOps.move.submit']}
          busyLabel={t['shipmentOps.move.submitting']}
          className="justify-self-start"
        />
      </form>
      <Toaster closeLabel={t['common.close']} />
    </>
  );
}
