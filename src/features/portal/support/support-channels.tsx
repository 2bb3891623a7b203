// The ways to reach the business (phone, WhatsApp, email) and when support answers.
import type { SupportChannel } from './support-view.server';

export function SupportChannels({ title, channels }: { title: string; channels: SupportChannel[] }) {
  return (
    <section aria-labelledby="support-channels-title" className="portal-card">
      <h2 id="support-channels-title" className="text-xl font-semibold">
        {title}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {channels.map((c) => (
          <div key={c.key} className="min-w-0 border-l-4 border-accent pl-4" data-channel={c.key}>
            <dt className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">{c.label}</dt>
            <dd className="mt-1 font-semibold wrap-anywhere">
              {c.href ? (
                <a href={c.href} className="text-brand underline-offset-4 hover:underline">
                  {c.text}
                </a>
              ) : (
                c.text
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
