// Every Astro Action, gathered from the features that define them.
import { charges } from '@/features/portal/charges/charges.actions';
import { account } from '@/features/accounts/sign-in/account.actions';
import { adminLeads } from '@/features/sales/leads/admin-leads.actions';
import { adminAccounts } from '@/features/accounts/account-admin/admin-accounts.actions';
import { adminModules } from '@/features/site/module-status/admin-modules.actions';
import { adminMail } from '@/features/operations/mail/admin-mail.actions';
import { adminSite } from '@/features/site/site-settings/admin-site.actions';
import { adminSiteModules } from '@/features/site/module-content/admin-site-modules.actions';
import { adminVisits } from '@/features/sales/visit-calendar/admin-visits.actions';
import { gatePasses } from '@/features/tenancy/gate-passes/gate-passes.actions';
import { gatehouse } from '@/features/tenancy/gatehouse/gatehouse.actions';
import { documents } from '@/features/portal/documents/documents.actions';
import { leads } from '@/features/sales/contact-form/leads.actions';
import { leadDuplicates } from '@/features/sales/duplicates/lead-duplicates.actions';
import { maintenance } from '@/features/tenancy/maintenance/maintenance.actions';
import { notifications } from '@/features/portal/notifications/notifications.actions';
import { adminNotices } from '@/features/tenancy/notices/admin-notices.actions';
import { privacy } from '@/features/accounts/privacy/privacy.actions';
import { security } from '@/features/accounts/security/security.actions';
import { settings } from '@/features/accounts/profile/settings.actions';
import { shipments } from '@/features/portal/shipments/shipments.actions';
import { siteTexts } from '@/features/site/site-texts/site-texts.actions';
import { rooms } from '@/features/tenancy/rooms/rooms.actions';
import { adminRooms } from '@/features/tenancy/rooms/admin-rooms.actions';
import { salesClock } from '@/features/sales/clock/sales-clock.actions';
import { shipmentOps } from '@/features/portal/shipment-operations/shipment-operations.actions';
import { support } from '@/features/portal/support/support.actions';
import { tenancy } from '@/features/tenancy/leases/tenancy.actions';
import { twoFactor } from '@/features/accounts/two-factor/two-factor.actions';
import { visitSettings } from '@/features/sales/visit-settings/visit-settings.actions';
import { visits } from '@/features/sales/visits/visits.actions';
import { leadVisitActions } from '@/features/sales/visits/staff-visit.actions';

export const server = {
  account,
  adminAccounts,
  // The lead page's visit form books through the visits (src/features/sales/visits).
  adminLeads: { ...adminLeads, ...leadVisitActions },
  adminMail,
  adminModules,
  adminNotices,
  adminRooms,
  adminSite,
  adminSiteModules,
  adminVisits,
  charges,
  documents,
  gatePasses,
  gatehouse,
  leads,
  leadDuplicates,
  maintenance,
  notifications,
  privacy,
  rooms,
  salesClock,
  security,
  settings,
  shipments,
  shipmentOps,
  siteTexts,
  support,
  tenancy,
  twoFactor,
  visitSettings,
  visits,
};
