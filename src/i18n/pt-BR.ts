// The source catalogue: every key lives here first; en.ts must translate each one.
import { common } from './pt-BR/common';
import { modules } from './pt-BR/modules';
import { leads } from './pt-BR/leads';
import { landing } from './pt-BR/landing';
import { freight } from './pt-BR/freight';
import { auth } from './pt-BR/auth';
import { account } from './pt-BR/account';
import { admin } from './pt-BR/admin';
import { portal } from './pt-BR/portal';
import { notifications } from './pt-BR/notifications';
import { portalShipments } from './pt-BR/portal-shipments';
import { settings } from './pt-BR/settings';
import { statuses } from './pt-BR/statuses';
import { recordKinds } from './pt-BR/record-kinds';
import { shipmentOperations } from './pt-BR/shipment-operations';
import { tracking } from './pt-BR/tracking';
import { reports } from './pt-BR/reports';
import { charges } from './pt-BR/charges';
import { documents } from './pt-BR/documents';
import { documentTemplates } from './pt-BR/document-templates';
import { support } from './pt-BR/support';
import { security } from './pt-BR/security';
import { privacy } from './pt-BR/privacy';
import { twoFactor } from './pt-BR/two-factor';
import { adminMail } from './pt-BR/admin-mail';
import { adminAudit } from './pt-BR/admin-audit';
import { adminModules } from './pt-BR/admin-modules';
import { adminSite } from './pt-BR/admin-site';
import { sitePhotos } from './pt-BR/site-photos';
import { adminSiteModules } from './pt-BR/admin-site-modules';
import { siteTexts } from './pt-BR/site-texts';
import { adminAccounts } from './pt-BR/admin-accounts';
import { adminLeads } from './pt-BR/admin-leads';
import { adminVisits } from './pt-BR/admin-visits';
import { adminOverview } from './pt-BR/admin-overview';
import { visits } from './pt-BR/visits';
import { specSheet } from './pt-BR/spec-sheet';
import { salesClock } from './pt-BR/sales-clock';
import { salesReport } from './pt-BR/sales-report';
import { leadDuplicates } from './pt-BR/lead-duplicates';
import { tenancy } from './pt-BR/tenancy';
import { maintenance } from './pt-BR/maintenance';
import { rooms } from './pt-BR/rooms';
import { notices } from './pt-BR/notices';
import { gate } from './pt-BR/gate';
import { gateReport } from './pt-BR/gate-report';

export const ptBR = {
  ...common,
  ...modules,
  ...freight,
  ...leads,
  ...landing,
  ...auth,
  ...account,
  ...admin,
  ...portal,
  ...notifications,
  ...portalShipments,
  ...settings,
  ...statuses,
  ...recordKinds,
  ...shipmentOperations,
  ...tracking,
  ...reports,
  ...charges,
  ...documents,
  ...documentTemplates,
  ...support,
  ...security,
  ...privacy,
  ...twoFactor,
  ...adminMail,
  ...adminAudit,
  ...adminModules,
  ...adminSite,
  ...sitePhotos,
  ...adminSiteModules,
  ...siteTexts,
  ...adminAccounts,
  ...adminLeads,
  ...adminVisits,
  ...adminOverview,
  ...specSheet,
  ...visits,
  ...salesClock,
  ...salesReport,
  ...leadDuplicates,
  ...tenancy,
  ...maintenance,
  ...rooms,
  ...notices,
  ...gate,
  ...gateReport,
} as const;
