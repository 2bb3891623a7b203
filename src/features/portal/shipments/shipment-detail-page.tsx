// The customer's page of one shipment (server-rendered, inside the portal layout): status, facts,
// carrier, timeline, and the cancel form while it is pending. The live regions are what the live
// script refreshes when the shipment changes.
import { ShipmentBadge } from '@/components/status-badges';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextareaField } from '@/components/ui/fields';
import type { ShipmentDetailProps } from './shipment-detail.server';
import { ShipmentTimeline } from './shipment-timeline';

/** The cancel form's state, translated (the page reads it from formState). */
export interface CancelFormView {
  action: string;
  reason?: string;
  reasonError?: string;
  formError?: string;
}

export function ShipmentDetailPage({ detail: d, cancel }: { detail: ShipmentDetailProps; cancel: CancelFormView }) {
  const l = d.labels;
  return (
    <>
      <div>
        <a href={d.back} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
          ← {l['portal.detail.back']}
        </a>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <h1 className="font-mono text-2xl font-bold text-brand sm:text-3xl">{d.trackingNumber}</h1>
          <p data-live-region="shipment-status" className="flex items-center gap-2">
            <span className="sr-only">{l['portal.detail.status']}:</span>
            <ShipmentBadge status={d.status} label={d.statusLabel} />
          </p>
        </div>
      </div>

      <section aria-labelledby="facts-heading" className="portal-card">
        <h2 id="facts-heading" className="text-xl font-semibold">
          {l['portal.detail.facts']}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {d.facts.map((f) => (
            <div key={f.label}>
              <dt className="text-sm text-muted-foreground">{f.label}</dt>
              <dd className="mt-0.5 font-medium break-words">{f.value}</dd>
            </div>
          ))}
          {d.carrier && (
            <div data-testid="carrier">
              <dt className="text-sm text-muted-foreground">{l['portal.detail.carrier']}</dt>
              <dd className="mt-0.5 font-medium">
                {d.carrier.name} · <span className="font-mono">{d.carrier.code}</span>
                {d.carrier.url && (
                  <a
                    href={d.carrier.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-1 block text-sm text-brand underline underline-offset-4"
                  >
                    {l['portal.detail.carrierLink']}
                  </a>
                )}
              </dd>
            </div>
          )}
        </dl>
      </section>

      <section aria-labelledby="timeline-heading" className="portal-card" data-live-region="shipment-timeline">
        <h2 id="timeline-heading" className="text-xl font-semibold">
          {l['portal.detail.timeline']}
        </h2>
        <ShipmentTimeline
          entries={d.timeline}
          labels={{
            place: l['portal.detail.place'],
            note: l['portal.detail.note'],
            empty: l['portal.detail.noEvents'],
          }}
        />
      </section>

      <div data-live-region="shipment-actions">
        {d.cancellable && (
          <details className="portal-card" open={Boolean(cancel.formError || cancel.reasonError)}>
            <summary className={buttonVariants({ variant: 'outline' })}>{l['portal.cancel.title']}</summary>
            <form method="post" action={cancel.action} className="mt-4 grid max-w-xl gap-4">
              <FormAlert message={cancel.formError} />
              <p className="text-sm text-muted-foreground">{l['portal.cancel.intro']}</p>
              <input type="hidden" name="shipmentId" value={d.id} />
              <TextareaField
                id="cancel-reason"
                label={l['portal.cancel.reason']}
                error={cancel.reasonError}
                name="reason"
                maxLength={500}
                defaultValue={cancel.reason}
              />
              <button type="submit" className={`${buttonVariants({ variant: 'default' })} justify-self-start`}>
                {l['portal.cancel.submit']}
              </button>
            </form>
          </details>
        )}
      </div>
    </>
  );
}
