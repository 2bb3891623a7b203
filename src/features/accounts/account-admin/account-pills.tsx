// An account's role (staff blue, customer grey) and state (active green, suspended red) as pills.
import { StatusPill } from '@/components/ui/status-pill';
import type { AccountSummary } from './accounts-view.server';

type Pills = Pick<AccountSummary, 'role' | 'roleLabel' | 'state' | 'stateLabel'>;

export function RolePill({ account }: { account: Pills }) {
  return (
    <StatusPill tone={account.role === 'admin' ? 'blue' : 'grey'} label={account.roleLabel} data-role={account.role} />
  );
}

export function StatePill({ account }: { account: Pills }) {
  return (
    <StatusPill
      tone={account.state === 'suspended' ? 'red' : 'green'}
      label={account.stateLabel}
      data-state={account.state}
    />
  );
}
