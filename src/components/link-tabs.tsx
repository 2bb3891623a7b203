// Sections of one portal tab as links, each its own page (Documents: My Documents and Templates;
// Settings: profile, security, two-factor, privacy): they work without JavaScript.
import { cn } from '@/lib/cn';

interface Tab {
  key: string;
  href: string;
  label: string;
  current: boolean;
}

export function LinkTabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1 border-b">
      {tabs.map((tab) => (
        <a
          key={tab.key}
          href={tab.href}
          aria-current={tab.current ? 'page' : undefined}
          className={cn(
            'focus-visible:outline-ring -mb-px border-b-2 px-4 py-2 text-sm font-semibold transition-colors hover:text-brand focus-visible:outline-2',
            tab.current ? 'border-brand text-brand' : 'border-transparent text-muted-foreground',
          )}
        >
          {tab.label}
        </a>
      ))}
    </nav>
  );
}
