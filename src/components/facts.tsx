// A record's facts as a description list, each a label over its value (a request's urgency and
// deadline, a charge's amount): server-rendered, one shape on every card and detail page.
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Classes of the value ("tabular-nums", "font-mono"). */
  className?: string;
  testId?: string;
}

/** The facts in order; a fact that does not apply is left out by `cond && { … }`. */
export function Facts({
  facts,
  className,
}: {
  facts: readonly (Fact | false | null | undefined | '')[];
  className: string;
}) {
  return (
    <dl className={className}>
      {facts.map(
        (f) =>
          f && (
            <div key={f.label}>
              <dt className="text-muted-foreground">{f.label}</dt>
              <dd className={f.className} data-testid={f.testId}>
                {f.value}
              </dd>
            </div>
          ),
      )}
    </dl>
  );
}
