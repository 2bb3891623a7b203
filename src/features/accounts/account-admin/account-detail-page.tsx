// One account's staff page (server-rendered, no script): the profile, the access forms and, for a
// customer, their newest shipments, documents, charges and support requests.
import { ChargeBadge, DocumentBadge, ShipmentBadge, SupportBadge } from '@/components/status-badges';
import type { ReactNode } from 'react';
import { RolePill, StatePill } from './account-pills';
import { ManageAccess, type ManageForms } from './account-manage-forms';
import type { AccountDetailProps, RecordLine, RecordSection } from './account-detail-view.server';

const card = 'rounded-lg border bg-background p-5';
const link = 'text-brand underline-offset-4 hover:underline';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

function Profile({ props }: { props: AccountDetailProps }) {
  const { labels: l, account } = props;
  return (
    <section aria-labelledby="profile-title" className={card}>
      <h2 id="profile-title" className="text-lg font-semibold">
        {l['adminAccounts.profile.title']}
      </h2>
      <dl className="mt-4 grid gap-3" data-testid="account-profile">
        <Fact term={l['adminAccounts.profile.email']}>
          <span className="break-all">{account.email}</span>
        </Fact>
        <Fact term={l['adminAccounts.profile.verified']}>{account.verifiedLabel}</Fact>
        <Fact term={l['adminAccounts.profile.role']}>
          <RolePill account={account} />
        </Fact>
        <Fact term={l['adminAccounts.profile.state']}>
          <StatePill account={account} />
        </Fact>
        <Fact term={l['adminAccounts.profile.twoFactor']}>
          <span data-two-factor={account.twoFactor ? 'on' : 'off'}>{account.twoFactorLabel}</span>
        </Fact>
        <Fact term={l['adminAccounts.profile.created']}>{account.created}</Fact>
        <Fact term={l['adminAccounts.profile.lastSignIn']}>{account.lastSignIn}</Fact>
        <Fact term={l['adminAccounts.profile.language']}>{account.language}</Fact>
        <Fact term={l['adminAccounts.profile.phone']}>{account.phone}</Fact>
      </dl>
    </section>
  );
}

function Pill({ pill }: { pill: RecordLine['pill'] }) {
  switch (pill.kind) {
    case 'shipment':
      return <ShipmentBadge status={pill.value} label={pill.label} />;
    case 'document':
      return <DocumentBadge status={pill.value} label={pill.label} />;
    case 'charge':
      return <ChargeBadge state={pill.value} label={pill.label} />;
    case 'support':
      return <SupportBadge status={pill.value} label={pill.label} />;
  }
}

function Records({ section, empty }: { section: RecordSection; empty: string }) {
  const id = `records-${section.key}`;
  return (
    <section aria-labelledby={id} className={card} data-records={section.key}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {section.title}{' '}
          <span className="text-sm font-normal text-muted-foreground tabular-nums">({section.total})</span>
        </h2>
        <a href={section.href} className={`${link} text-sm font-semibold`}>
          {section.moreText}
        </a>
      </div>
      {section.lines.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y">
          {section.lines.map((line) => (
            <li key={line.key} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="text-sm font-medium break-words">
                  {line.href ? (
                    <a href={line.href} className={link}>
                      {line.text}
                    </a>
                  ) : (
                    line.text
                  )}
                </p>
                <p className="text-xs text-muted-foreground">{line.detail}</p>
              </div>
              <Pill pill={line.pill} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function AccountDetailPage({ props, forms }: { props: AccountDetailProps; forms: ManageForms }) {
  const { labels: l, account, records } = props;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <a href={props.backHref} className={`${link} text-sm font-semibold`}>
          ← {l['adminAccounts.back']}
        </a>
        <h1 className="mt-4 text-3xl font-bold break-words text-brand">{account.name}</h1>
        <p className="mt-1 break-all text-muted-foreground">{account.email}</p>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-2">
        <Profile props={props} />
        <ManageAccess props={props} forms={forms} />
      </div>
      {records ? (
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-2">
          {records.map((section) => (
            <Records key={section.key} section={section} empty={l['adminAccounts.records.empty']} />
          ))}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{l['adminAccounts.records.staff']}</p>
      )}
    </div>
  );
}
