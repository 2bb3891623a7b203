// The customer portal's frame (server-rendered): the sidebar with the customer's name and ID, the
// tabs (Overview, Shipments, Settings), Support and Sign Out, and the tab's content beside it.
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { PortalShellProps } from './portal-shell.server';

export const portalCard = 'rounded-lg border bg-background p-5 shadow-xs';

export function PortalShell({ labels: l, fullName, customerId, active, links, children }: PortalShellProps & { children: ReactNode }) {
  const tabs = [
    { key: 'overview', href: links.overview, label: l['portal.sidebar.overview'] },
    { key: 'shipments', href: links.shipments, label: l['portal.sidebar.shipments'] },
    { key: 'settings', href: links.settings, label: l['portal.sidebar.settings'] },
  ] as const;
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 pb-20 pt-32 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
      <aside className={`${portalCard} h-fit`}>
        <p className="text-lg font-bold text-brand" data-testid="customer-name">{fullName}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {l['portal.sidebar.customerId']}: <span data-testid="customer-id" className="font-mono">{customerId}</span>
        </p>
        <nav aria-label={l['portal.sidebar.label']} className="mt-6 grid gap-1">
          {tabs.map((tab) => (
            <a
              key={tab.key}
              href={tab.href}
              aria-current={tab.key === active ? 'page' : undefined}
              className={cn(buttonVariants({ variant: 'ghost' }), 'justify-start', tab.key === active && 'bg-foreground/5')}
            >
              {tab.label}
            </a>
          ))}
          <a href={links.support} className={`${buttonVariants({ variant: 'ghost' })} justify-start`}>
            {l['portal.sidebar.support']}
          </a>
        </nav>
        <SignOutForm action={links.signOut} next={links.home} label={l['portal.sidebar.signOut']} className="mt-6" />
      </aside>
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-8">{children}</div>
    </div>
  );
}

export function SignOutForm({ action, next, label, className }: { action: string; next: string; label: string; className?: string }) {
  return (
    <form method="post" action={action} className={className}>
      <input type="hidden" name="next" value={next} />
      <button type="submit" className={`${buttonVariants({ variant: 'outline' })} w-full`}>{label}</button>
    </form>
  );
}
