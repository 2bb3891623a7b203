// The staff's carrier form: Correios (code checked by its S10 check digit) or another carrier by
// name, and the carrier's code; "None" with no code clears it. Posts to shipmentOps.setCarrier.
import { useActionForm } from '@/components/forms/use-action-form';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { Toaster } from '@/components/ui/toaster';
import { SelectField } from '@/components/ui/fields';
import type { FormState } from '@/lib/forms/form-state';
import type { CarrierFormStrings } from './form-strings';

export interface CarrierFormProps {
  shipmentId: string;
  /** What the shipment has now; a failed post's values win over it. */
  saved: { carrier: string; carrierName: string; carrierTracking: string };
  t: CarrierFormStrings;
  state: FormState;
}

const CODE_HINT_ID = 'carrier-code-hint';
const NAME_HINT_ID = 'carrier-name-hint';

const describedBy = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ');

export default function CarrierForm({ shipmentId, saved, t, state }: CarrierFormProps) {
  const form = useActionForm({
    action: 'shipmentOps.setCarrier',
    schema: () => import('./shipment-operations.schema').then((m) => m.carrierSchema),
    t,
    state,
    failure: { text: 'shipmentOps.error.failed', toastTitle: 'shipmentOps.error.title' },
  });
  // After a failed post the form shows what was sent, including a field left empty.
  const values = state.values ? { ...saved, carrier: '', carrierName: '', carrierTracking: '', ...form.values } : saved;
  const { errors } = form;
  return (
    <>
      <form {...form.formProps} className="grid gap-4" data-testid="carrier-form">
        <FormAlert message={form.formError ?? (errors.shipmentId ? t['shipmentOps.error.invalid'] : undefined)} />
        <input type="hidden" name="shipmentId" value={shipmentId} />
        <fieldset disabled={form.busy} className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="carrier-carrier"
            label={t['shipmentOps.carrier.carrier']}
            error={errors.carrier}
            name="carrier"
            defaultValue={values.carrier}
            none={t['shipmentOps.carrier.none']}
            options={[
              { value: 'correios', label: t['shipmentOps.carrier.correios'] },
              { value: 'other', label: t['shipmentOps.carrier.other'] },
            ]}
          />
          <div className="grid content-start gap-1.5">
            <FormField id="carrier-name" label={t['shipmentOps.carrier.name']} error={errors.carrierName}>
              {(p) => (
                <Input
                  {...p}
                  name="carrierName"
                  maxLength={100}
                  defaultValue={values.carrierName}
                  aria-describedby={describedBy(p['aria-describedby'], NAME_HINT_ID)}
                />
              )}
            </FormField>
            <p id={NAME_HINT_ID} className="text-xs text-muted-foreground">
              {t['shipmentOps.carrier.nameHint']}
            </p>
          </div>
          <div className="grid gap-1.5 sm:col-span-2">
            <FormField id="carrier-code" label={t['shipmentOps.carrier.code']} error={errors.carrierTracking}>
              {(p) => (
                <Input
                  {...p}
                  name="carrierTracking"
                  maxLength={40}
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono uppercase"
                  defaultValue={values.carrierTracking}
                  aria-describedby={describedBy(p['aria-describedby'], CODE_HINT_ID)}
                />
              )}
            </FormField>
            <p id={CODE_HINT_ID} className="text-xs text-muted-foreground">
              {t['shipmentOps.carrier.codeHint']}
            </p>
          </div>
        </fieldset>
        <SubmitButton
          busy={form.busy}
          label={t['shipmentOps.carrier.submit']}
          busyLabel={t['shipmentOps.carrier.submitting']}
          className="justify-self-start"
        />
      </form>
      <Toaster closeLabel={t['common.close']} />
    </>
  );
}
