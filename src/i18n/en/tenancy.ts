import type { Messages } from '../types';
import type { tenancy as source } from '../pt-BR/tenancy';

// Tenancy: the tenant's part of the portal (its modules, gate passes, maintenance, rooms, notices)
// and the staff's section for them.
export const tenancy = {
  'tenancy.nav.myModule': 'My module',
  'tenancy.nav.gatePasses': 'Gate',
  'tenancy.nav.maintenance': 'Maintenance',
  'tenancy.nav.rooms': 'Rooms',
  'tenancy.nav.notices': 'Notices',
  'tenancy.notTenant.title': 'Your account is not linked to a module yet',
  'tenancy.notTenant.body':
    "This part of the portal belongs to the condominium's tenants. If your company leases a module, ask the administration to link your account to it, or your company's main contact to invite you.",
  'tenancy.admin.nav': 'Tenants',
  'tenancy.admin.tabs': 'Parts of the Tenants section',
  'tenancy.admin.tab.tenants': 'Tenants',
  'tenancy.admin.tab.gate': 'Gate',
  'tenancy.admin.tab.maintenance': 'Maintenance',
  'tenancy.admin.tab.rooms': 'Rooms',
  'tenancy.admin.tab.notices': 'Notices',
} as const satisfies Messages<typeof source>;
