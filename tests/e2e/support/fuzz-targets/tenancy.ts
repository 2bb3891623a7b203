// The tenancy forms: the staff's lease forms on the modules and tenant pages (a link to an account
// the fuzz makes no tenant of, with a company name; an end or removal of no lease), and a tenant's
// people forms and an invitation's acceptance (the fuzz account is staff, of no tenant: refused).
import {
  acceptInviteSchema,
  endLeaseSchema,
  inviteSchema,
  linkLeaseSchema,
  removeLeaseSchema,
  removeMemberSchema,
  withdrawInviteSchema,
} from '@/features/tenancy/leases/tenancy.schema';
import { tenants } from '@/server/db/schema';
import { NO_RECORD, stored, type FormTarget } from './types';

const MY_MODULE = ['/dashboard/my-module'];
const NO_INVITE_LINK = 'A'.repeat(43);

export const TENANCY_TARGETS: readonly FormTarget[] = [
  {
    action: 'tenancy.linkLease',
    pages: ['/admin/modules'],
    session: 'user',
    schema: linkLeaseSchema,
    // An address of no account: the link is refused after its checks, nothing written.
    sample: (u) => ({
      email: `nobody.${u.id}@example.com`,
      module: '12',
      startsOn: '2031-01-01',
      endsOn: '2031-12-31',
      companyName: 'Transportes Potiguar',
    }),
    stored: stored(
      tenants,
      (r) => `tenant ${r.name}`,
      (r) => ({ email: 'a@example.com', module: '1', startsOn: '2031-01-01', companyName: r.name }),
    ),
  },
  {
    action: 'tenancy.endLease',
    pages: ['/admin/tenants'],
    session: 'user',
    schema: endLeaseSchema,
    sample: () => ({ leaseId: NO_RECORD, endsOn: '2031-06-30' }),
  },
  {
    action: 'tenancy.removeLease',
    pages: ['/admin/tenants'],
    session: 'user',
    schema: removeLeaseSchema,
    sample: () => ({ leaseId: NO_RECORD }),
  },
  {
    action: 'tenancy.invite',
    pages: MY_MODULE,
    session: 'user',
    schema: inviteSchema,
    sample: (u) => ({ email: `colega.${u.id}@example.com`, role: 'member', locale: 'pt-BR' }),
  },
  {
    action: 'tenancy.withdrawInvite',
    pages: MY_MODULE,
    session: 'user',
    schema: withdrawInviteSchema,
    sample: () => ({ inviteId: NO_RECORD }),
  },
  {
    action: 'tenancy.removeMember',
    pages: MY_MODULE,
    session: 'user',
    schema: removeMemberSchema,
    sample: () => ({ userId: 'no-such-account' }),
  },
  {
    action: 'tenancy.acceptInvite',
    pages: [`/convite/${NO_INVITE_LINK}`],
    session: 'user',
    schema: acceptInviteSchema,
    sample: () => ({ token: NO_INVITE_LINK }),
  },
];
