// The public pass page (server-rendered, no script): the code large enough to read aloud, the QR
// code the gatehouse scans, the window and the module, and a link to send it by WhatsApp.
import { buttonVariants } from '@/components/ui/button';
import type { PassPageProps } from './gate-passes-view.server';

type Labels = Record<
  | 'gatePasses.page.title'
  | 'gatePasses.page.intro'
  | 'gatePasses.page.code'
  | 'gatePasses.page.window'
  | 'gatePasses.page.for'
  | 'gatePasses.page.whatsapp'
  | 'gatePasses.page.invalid.title'
  | 'gatePasses.page.invalid.body'
  | 'gatePasses.page.revoked',
  string
>;

export function PassPage({ props, labels: l }: { props: PassPageProps | undefined; labels: Labels }) {
  if (!props) {
    return (
      <section className="mx-auto grid max-w-xl gap-3 px-4 py-12">
        <h1 className="text-2xl font-bold text-brand">{l['gatePasses.page.invalid.title']}</h1>
        <p className="text-muted-foreground">{l['gatePasses.page.invalid.body']}</p>
      </section>
    );
  }
  return (
    <section className="mx-auto grid max-w-xl gap-5 px-4 py-10" data-testid="gate-pass">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-brand">{l['gatePasses.page.title']}</h1>
        <p className="text-muted-foreground">{l['gatePasses.page.intro']}</p>
      </header>
      {props.revoked && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 font-medium text-destructive"
        >
          {l['gatePasses.page.revoked']}
        </p>
      )}
      <div className="grid justify-items-center gap-3 rounded-lg border bg-background p-4">
        <p className="text-sm text-muted-foreground">{l['gatePasses.page.code']}</p>
        <p className="font-mono text-4xl font-bold tracking-widest" data-testid="pass-code">
          {props.code}
        </p>
        <div
          role="img"
          aria-label={props.qrLabel}
          className="w-full max-w-64 [&>svg]:h-auto [&>svg]:w-full"
          // The SVG is src/server/qr.ts's drawing for our own code: no user text inside.
          dangerouslySetInnerHTML={{ __html: props.qrSvg }}
        />
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted-foreground">{l['gatePasses.page.window']}</dt>
          <dd className="font-medium">{props.window}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{l['gatePasses.page.for']}</dt>
          <dd className="font-medium break-words">
            {props.kind} · {props.personName}
            {props.plate && ` · ${props.plate}`} · {props.module}
          </dd>
        </div>
      </dl>
      <a href={props.whatsappHref} className={buttonVariants({ size: 'lg' })} rel="noopener noreferrer" target="_blank">
        {l['gatePasses.page.whatsapp']}
      </a>
    </section>
  );
}
