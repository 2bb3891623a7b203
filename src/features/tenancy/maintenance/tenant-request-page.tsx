// One of the tenant's requests: its facts, description, photos, the public history (status changes
// and the staff's notes to the tenant, never their internal ones) and, once done, the rating form.
import { FormCard } from '@/components/ui/form-card';
import { TextareaField } from '@/components/ui/fields';
import { bindFields, type FormState } from '@/lib/forms/form-state';
import { Facts } from '@/components/facts';
import { History, MaintenanceBadge, OverdueMark, Photos } from './maintenance-parts';
import { COMMENT_MAX_LENGTH } from './maintenance.schema';
import type { TenantRequestProps } from './maintenance-request-view.server';

function RateForm({ props, state }: { props: TenantRequestProps; state: FormState }) {
  const l = props.labels;
  const { field, values: v, errors: e } = bindFields(state, 'rate');
  return (
    <FormCard
      id="rate"
      title={l['maintenance.rate.title']}
      state={state}
      message={state.formError ?? e.requestId}
      testId="rate-form"
      submitLabel={l['maintenance.rate.submit']}
      submit={{ size: 'lg' }}
    >
      <input type="hidden" name="requestId" value={props.request.id} />
      <fieldset className="grid gap-2" aria-describedby={e.rating ? 'rating-error' : undefined}>
        <legend className="text-sm font-medium">{l['maintenance.rate.rating']}</legend>
        <div className="flex flex-wrap gap-2">
          {props.ratingOptions.map((o) => (
            <label
              key={o.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 has-checked:border-brand"
            >
              <input type="radio" name="rating" value={o.value} required defaultChecked={v.rating === o.value} />
              {o.label}
            </label>
          ))}
        </div>
        {e.rating && (
          <p id="rating-error" className="text-sm font-medium text-destructive">
            {e.rating}
          </p>
        )}
      </fieldset>
      <TextareaField
        label={l['maintenance.rate.comment']}
        {...field('comment')}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
      />
    </FormCard>
  );
}

export function TenantRequestPage({ props, rate }: { props: TenantRequestProps; rate: FormState }) {
  const { labels: l, request: r } = props;
  return (
    <section className="grid gap-8">
      <div>
        <a href={props.backHref} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
          ← {l['maintenance.detail.back']}
        </a>
        <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 text-3xl font-bold break-words text-brand">
            {r.categoryLabel} · {l['maintenance.col.module']} {r.moduleNumber}
          </h1>
          <div className="flex flex-wrap gap-2" data-live-region="maintenance-status">
            {r.overdue && <OverdueMark label={l['maintenance.overdue']} />}
            <MaintenanceBadge status={r.status} label={r.statusLabel} />
          </div>
        </div>
        <Facts
          className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3"
          facts={[
            { label: l['maintenance.col.urgency'], value: r.urgencyLabel },
            { label: l['maintenance.col.created'], value: r.created, className: 'tabular-nums' },
            { label: l['maintenance.col.due'], value: r.due, className: 'tabular-nums' },
          ]}
        />
      </div>
      <section aria-labelledby="description-title">
        <h2 id="description-title" className="text-xl font-semibold">
          {l['maintenance.detail.description']}
        </h2>
        <p className="mt-2 break-words whitespace-pre-wrap">{r.description}</p>
      </section>
      {/* What the staff change (a refusal, notes, the rating form once done) follows live. */}
      <div className="grid gap-8" data-live-region="maintenance-progress">
        {r.refusalReason && (
          <section className="rounded-lg border border-destructive/40 p-4" data-testid="refusal">
            <h2 className="font-semibold">{l['maintenance.detail.refusedBecause']}</h2>
            <p className="mt-2 break-words whitespace-pre-wrap">{r.refusalReason}</p>
          </section>
        )}
        <Photos
          title={l['maintenance.detail.photos']}
          openLabel={l['maintenance.detail.photo']}
          photos={props.photos}
        />
        <History title={l['maintenance.detail.history']} events={props.history} />
        {props.ratedText && (
          <section className="portal-card" data-testid="rating">
            <h2 className="text-xl font-semibold">{l['maintenance.detail.rating']}</h2>
            <p className="mt-2 font-medium">{props.ratedText}</p>
            {r.ratingComment && <p className="mt-2 break-words whitespace-pre-wrap">{r.ratingComment}</p>}
          </section>
        )}
        {props.canRate && <RateForm props={props} state={rate} />}
      </div>
    </section>
  );
}
