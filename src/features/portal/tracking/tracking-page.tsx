// The public tracking page (server-rendered): the lookup form, then what the lookup found.
import { ShipmentBadge } from '@/components/status-badges';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageHero } from '@/components/page-hero';
import { ShipmentTimeline } from '@/features/portal/shipments';
import type { PublicShipment, TrackingLabels, TrackingPageProps } from './public-tracking.server';

export function TrackingPage({ labels, action, param, typed, message, invalid, result, shipment }: TrackingPageProps) {
  const t = (key: keyof TrackingLabels) => labels[key];
  return (
    <>
      <PageHero eyebrow={t('tracking.eyebrow')} title={t('tracking.title')} lead={t('tracking.lead')} />
      <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6 lg:py-16">
        <form
          method="get"
          action={action}
          role="search"
          className="grid gap-2 rounded-lg border bg-background p-5 shadow-xs"
        >
          <label htmlFor="tracking-code" className="font-semibold">
            {t('tracking.form.label')}
          </label>
          <div className="flex flex-wrap gap-2">
            <Input
              id="tracking-code"
              name={param}
              defaultValue={typed}
              required
              maxLength={60}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby={message ? 'tracking-hint tracking-message' : 'tracking-hint'}
              aria-invalid={invalid || undefined}
              className="min-w-0 flex-1 basis-56 font-mono uppercase"
            />
            <button type="submit" className={buttonVariants({ variant: 'accent' })}>
              {t('tracking.form.submit')}
            </button>
          </div>
          <p id="tracking-hint" className="text-sm text-muted-foreground">
            {t('tracking.form.hint')}
          </p>
          <div role="status">
            {message && (
              <p
                id="tracking-message"
                data-result={result}
                className="mt-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive"
              >
                {message}
              </p>
            )}
          </div>
        </form>
        {shipment && <TrackingResult labels={labels} shipment={shipment} />}
      </div>
    </>
  );
}

function TrackingResult({ labels, shipment: s }: { labels: TrackingLabels; shipment: PublicShipment }) {
  const t = (key: keyof TrackingLabels) => labels[key];
  return (
    <section
      aria-labelledby="result-heading"
      data-result="found"
      className="rounded-lg border bg-background p-5 shadow-xs"
    >
      <h2 id="result-heading" className="font-mono text-xl font-bold text-brand">
        {s.heading}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted-foreground">{t('tracking.result.status')}</dt>
          <dd className="mt-1">
            <ShipmentBadge status={s.status} label={s.statusLabel} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{t('tracking.result.updated')}</dt>
          <dd className="mt-1 font-medium">
            <time dateTime={s.updatedIso}>{s.updated}</time>
          </dd>
        </div>
        {s.carrier && (
          <div>
            <dt className="text-sm text-muted-foreground">{t('tracking.result.carrier')}</dt>
            <dd className="mt-1 font-medium">
              {s.carrier.name} · <span className="font-mono">{s.carrier.code}</span>
              {s.carrier.url && (
                <a
                  href={s.carrier.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 block text-sm text-brand underline underline-offset-4"
                >
                  {t('tracking.result.carrierLink')}
                </a>
              )}
            </dd>
          </div>
        )}
      </dl>
      <h3 className="mt-6 text-lg font-semibold">{t('tracking.result.timeline')}</h3>
      <ShipmentTimeline
        entries={s.timeline}
        labels={{ place: t('tracking.result.place'), note: '', empty: t('tracking.result.empty') }}
      />
      <p className="mt-6 text-sm text-muted-foreground">{t('tracking.result.privacy')}</p>
    </section>
  );
}
