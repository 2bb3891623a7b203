import type { Messages } from '../types';
import type { adminOverview as source } from '../pt-BR/admin-overview';

export const adminOverview = {
  'adminOverview.meta.title': 'Overview — Admin',
  'adminOverview.title': 'Overview',
  'adminOverview.intro': 'The business in numbers. Each number opens the list it counts.',
  'adminOverview.group.newLeads': 'New leads',
  'adminOverview.group.leadsByStage': 'Leads by stage',
  'adminOverview.group.leadsByModule': 'Leads by module of interest',
  'adminOverview.group.modules': 'Modules',
  'adminOverview.group.accounts': 'Accounts',
  'adminOverview.group.shipments': 'Shipments by status',
  'adminOverview.group.mail': 'Email',
  'adminOverview.thisWeek': 'This week ({from} to {to})',
  'adminOverview.lastWeek': 'Last week ({from} to {to})',
  'adminOverview.noModule': 'No module',
  'adminOverview.noLeadsByModule': 'No leads yet.',
  'adminOverview.customers': 'Customers',
  'adminOverview.staff': 'Staff',
  'adminOverview.failedMail': 'Failed to send',
  'adminOverview.modulesFilter': 'Showing only the modules with status “{status}”.',
  'adminOverview.modulesFilterClear': 'Show all',
} as const satisfies Messages<typeof source>;
