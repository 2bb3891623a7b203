// The gatehouse screen (server-rendered; a small script adds the camera scanner): large touch
// targets for a tablet, the typed-code form, the search, the pass being looked at with one button
// to check it in or out (or why it may not, and the tenant to call), today's arrivals and walk-ins.
import { Pager } from '@/components/pager';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { cn } from '@/lib/cn';
import type { FormState } from '@/lib/forms/form-state';
import { Facts } from '@/components/facts';
import { big, bigButton } from './gate-controls';
import type { GatehouseProps, GatePassView, GateView } from './gatehouse-view.server';
import { WalkInForm } from './walk-in-form';

export interface GateForms {
  checkIn: FormState;
  checkOut: FormState;
  walkIn: FormState;
}

function PassPanel({ pass, props, forms }: { pass: GateView; props: GatehouseProps; forms: GateForms }) {
  const l = props.labels;
  // A refused check-in or check-out: the reason in plain words, from the pass as it now stands.
  const refused = forms.checkIn.formError
    ? (pass.refusal ?? forms.checkIn.formError)
    : forms.checkOut.formError
      ? (pass.exitRefusal ?? forms.checkOut.formError)
      : undefined;
  return (
    <section className="portal-card grid gap-4" aria-labelledby="pass-title" data-testid="gate-pass-panel">
      <FormAlert message={refused} />
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="pass-title" className="text-2xl font-bold break-words">
          {pass.kind} · {pass.personName}
        </h2>
        <span className="font-mono text-xl font-semibold tracking-wider">{pass.code}</span>
      </div>
      <p className="text-xl font-semibold" data-testid="gate-pass-state" role="status">
        {pass.state}
      </p>
      <Facts
        className="grid gap-x-6 gap-y-2 sm:grid-cols-2"
        facts={[
          {
            label: l['gatehouse.tenant'],
            value: (
              <>
                {pass.tenantName} · {l['gatePasses.col.module']} {pass.moduleNumber}
              </>
            ),
            className: 'font-medium',
          },
          { label: l['gatePasses.col.window'], value: pass.window },
          pass.plate && {
            label: l['gatePasses.col.plate'],
            value: (
              <>
                {pass.plate}
                {pass.operation && ` · ${pass.operation}`}
                {pass.company && ` · ${pass.company}`}
              </>
            ),
            className: 'font-mono text-lg',
          },
          pass.document && { label: l['gatePasses.col.document'], value: pass.document, className: 'font-mono' },
        ]}
      />
      <div className="flex flex-wrap gap-3">
        {pass.canCheckIn && (
          <form method="post" action={forms.checkIn.action}>
            <input type="hidden" name="passId" value={pass.id} />
            <button type="submit" className={bigButton} data-testid="check-in">
              {l['gatehouse.checkIn']}
            </button>
          </form>
        )}
        {pass.canCheckOut && (
          <form method="post" action={forms.checkOut.action}>
            <input type="hidden" name="passId" value={pass.id} />
            <button type="submit" className={bigButton} data-testid="check-out">
              {l['gatehouse.checkOut']}
            </button>
          </form>
        )}
        {pass.call.href ? (
          <a
            href={pass.call.href}
            className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'min-h-14 text-lg')}
          >
            {pass.call.text}
          </a>
        ) : (
          <p className="text-muted-foreground">{pass.call.text}</p>
        )}
      </div>
    </section>
  );
}

function PassList({ rows, empty }: { rows: GatePassView[]; empty?: string }) {
  if (rows.length === 0) return empty ? <p className="text-muted-foreground">{empty}</p> : null;
  return (
    <ul className="grid gap-2">
      {rows.map((row) => (
        <li key={row.id}>
          <a
            href={row.href}
            className="flex min-h-14 flex-wrap items-center justify-between gap-3 rounded-lg border bg-background p-3 text-lg hover:bg-foreground/5"
          >
            <span className="min-w-0 break-words">
              <span className="font-semibold">{row.plate ?? row.personName}</span>
              {row.plate && ` · ${row.personName}`} · {row.tenantName} ({row.moduleNumber})
            </span>
            <span className="text-base text-muted-foreground">{row.state}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function GatehousePage({ props, forms }: { props: GatehouseProps; forms: GateForms }) {
  const l = props.labels;
  const moveError = forms.checkIn.formError ?? forms.checkOut.formError;
  return (
    <div className="grid gap-6">
      <h1 className="text-3xl font-bold text-brand">{l['gatehouse.title']}</h1>
      <div className="grid gap-4 md:grid-cols-2">
        <form method="get" action={props.action} className="portal-card grid gap-3" data-code-form>
          <label htmlFor="gate-code" className="text-lg font-semibold">
            {l['gatehouse.code']}
          </label>
          <div className="flex gap-2">
            <input
              id="gate-code"
              name="codigo"
              defaultValue={props.typed}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              required
              className={cn(big, 'font-mono uppercase')}
            />
            <button type="submit" className={bigButton}>
              {l['gatehouse.code.submit']}
            </button>
          </div>
          <div className="flex flex-wrap gap-2" data-scanner hidden>
            <button
              type="button"
              className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'min-h-12')}
              data-scan-camera
            >
              {l['gatehouse.scan']}
            </button>
            <label className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'min-h-12 cursor-pointer')}>
              {l['gatehouse.scan.photo']}
              <input type="file" accept="image/*" capture="environment" className="sr-only" data-scan-photo />
            </label>
            <video className="hidden w-full rounded-md" playsInline muted data-scan-video />
            <button
              type="button"
              className={cn(buttonVariants({ variant: 'ghost' }), 'hidden min-h-12')}
              data-scan-stop
            >
              {l['gatehouse.scan.stop']}
            </button>
            <p
              className="text-destructive"
              role="status"
              data-scan-message
              data-none={l['gatehouse.scan.none']}
              data-denied={l['gatehouse.scan.denied']}
            />
          </div>
        </form>
        <form method="get" action={props.action} className="portal-card grid gap-3" role="search">
          <label htmlFor="gate-search" className="text-lg font-semibold">
            {l['gatehouse.search']}
          </label>
          <div className="flex gap-2">
            <input
              id="gate-search"
              name="q"
              type="search"
              defaultValue={props.query}
              maxLength={80}
              required
              className={big}
            />
            <button type="submit" className={bigButton}>
              {l['gatehouse.search.submit']}
            </button>
          </div>
        </form>
      </div>
      <FormAlert message={props.unknownCode ?? (props.shown ? undefined : moveError)} />
      {props.shown && <PassPanel pass={props.shown} props={props} forms={forms} />}
      {props.results && (
        <section className="grid gap-3" aria-labelledby="results-title" data-testid="gate-results">
          <h2 id="results-title" className="text-xl font-semibold">
            {props.results.title}
          </h2>
          <PassList rows={props.results.rows} />
          <Pager list={props.results} className="mt-1" />
        </section>
      )}
      <section className="grid gap-3" data-live-region="gate-walk-ins">
        {props.walkIns.rows.length > 0 && (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="walk-ins-title" className="text-xl font-semibold">
                {l['gatehouse.walkIn.recent']}
              </h2>
              <p className="text-muted-foreground" data-testid="walk-ins-count">
                {props.walkIns.countText}
              </p>
            </div>
            <ul className="grid gap-2" data-testid="walk-ins">
              {props.walkIns.rows.map((row) => (
                <li
                  key={row.id}
                  className="flex flex-wrap justify-between gap-2 rounded-lg border bg-background p-3 text-lg"
                >
                  <a href={row.href} className="font-semibold underline-offset-4 hover:underline">
                    {row.personName} · {row.tenantName} ({row.moduleNumber})
                  </a>
                  <span>{row.decision}</span>
                </li>
              ))}
            </ul>
            <Pager list={props.walkIns} className="mt-1" />
          </>
        )}
      </section>
      <WalkInForm props={props} state={forms.walkIn} />
      <section className="grid gap-3" aria-labelledby="today-title" data-live-region="gate-today">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="today-title" className="text-xl font-semibold">
            {l['gatehouse.today']}
          </h2>
          {props.today.rows.length > 0 && (
            <p className="text-muted-foreground" data-testid="today-count">
              {props.today.countText}
            </p>
          )}
        </div>
        <PassList rows={props.today.rows} empty={l['gatehouse.today.empty']} />
        <Pager list={props.today} className="mt-1" />
      </section>
    </div>
  );
}
