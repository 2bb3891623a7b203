import type { Messages } from '../types';
import type { admin as source } from '../pt-BR/admin';

export const admin = {
  'admin.nav.label': 'Admin sections',
  'admin.nav.menu': 'Sections',
  'admin.nav.overview': 'Overview',
  'admin.nav.leads': 'Leads',
  'admin.nav.visits': 'Visits',
  'admin.nav.accounts': 'Accounts',
  'admin.nav.modules': 'Modules',
  'admin.nav.site': 'Site',
  'admin.nav.mail': 'Email',
  'admin.nav.audit': 'Audit log',
  'admin.delivery.none': 'No notice',
} as const satisfies Messages<typeof source>;
