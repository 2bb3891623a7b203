// Every Astro Action, gathered from the features that define them.
import { charges } from '@/features/charges/charges.actions';
import { account } from '@/features/account/account.actions';
import { adminLeads } from '@/features/admin-leads/admin-leads.actions';
import { adminAccounts } from '@/features/admin-accounts/admin-accounts.actions';
import { adminModules } from '@/features/admin-modules/admin-modules.actions';
import { adminMail } from '@/features/admin-mail/admin-mail.actions';
import { adminSite } from '@/features/admin-site/admin-site.actions';
import { adminSiteModules } from '@/features/admin-site-modules/admin-site-modules.actions';
import { adminVisits } from '@/features/admin-visits/admin-visits.actions';
import { gatePasses } from '@/features/gate-passes/gate-passes.actions';
import { gatehouse } from '@/features/gatehouse/gatehouse.actions';
import { documents } from '@/features/documents/documents.actions';
import { leads } from '@/features/leads/leads.actions';
import { leadDuplicates } from '@/features/lead-duplicates/lead-duplicates.actions';
import { maintenance } from '@/features/maintenance/maintenance.actions';
import { notifications } from '@/features/notifications/notifications.actions';
import { adminNotices } from '@/features/notices/admin-notices.actions';
import { privacy } from '@/features/privacy/privacy.actions';
import { security } from '@/features/security/security.actions';
import { settings } from '@/features/settings/settings.actions';
import { shipments } from '@/features/shipments/shipments.actions';
import { siteTexts } from '@/features/site-texts/site-texts.actions';
import { rooms } from '@/features/rooms/rooms.actions';
import { adminRooms } from '@/features/rooms/admin-rooms.actions';
import { salesClock } from '@/features/sales-clock/sales-clock.actions';
import { shipmentOps } from '@/features/shipment-operations/shipment-operations.actions';
import { support } from '@/features/support/support.actions';
import { tenancy } from '@/features/tenancy/tenancy.actions';
import { twoFactor } from '@/features/two-factor/two-factor.actions';
import { visitSettings } from '@/features/visit-settings/visit-settings.actions';
import { visits } from '@/features/visits/visits.actions';

export const server = {
  account,
  adminAccounts,
  adminLeads,
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
