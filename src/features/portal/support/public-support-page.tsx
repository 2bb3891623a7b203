// The Support page for a visitor: the contact channels, and signing in to open a request.
import { PageHeading } from '@/components/page-heading';
import { buttonVariants } from '@/components/ui/button';
import { SupportChannels } from './support-channels';
import type { PublicSupportProps } from './support-view.server';

export function PublicSupportPage({ labels: l, channels, signInHref }: PublicSupportProps) {
  return (
    <section className="mx-auto grid max-w-3xl gap-8 px-4 pt-32 pb-20 sm:px-6 lg:px-8">
      <PageHeading title={l['support.portal.title']} intro={l['support.portal.intro']} />
      <SupportChannels title={l['support.channels.title']} channels={channels} />
      <div className="portal-card">
        <p>{l['support.signIn.text']}</p>
        <a href={signInHref} className={`${buttonVariants()} mt-4`}>
          {l['support.signIn.link']}
        </a>
      </div>
    </section>
  );
}
