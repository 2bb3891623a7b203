import type { ptBR } from './pt-BR';
import type { Messages } from './types';
import { common } from './en/common';
import { modules } from './en/modules';
import { leads } from './en/leads';
import { landing } from './en/landing';
import { freight } from './en/freight';
import { auth } from './en/auth';
import { account } from './en/account';
import { admin } from './en/admin';
import { portal } from './en/portal';
import { notifications } from './en/notifications';
import { portalShipments } from './en/portal-shipments';
import { settings } from './en/settings';
import { statuses } from './en/statuses';
import { recordKinds } from './en/record-kinds';
import { shipmentOperations } from './en/shipment-operations';
import { tracking } from './en/tracking';
import { reports } from './en/reports';
import { charges } from './en/charges';
import { documents } from './en/documents';
import { documentTemplates } from './en/document-templates';
import { support } from './en/support';
import { security } from './en/security';
import { privacy } from './en/privacy';
import { twoFactor } from './en/two-factor';
import { adminMail } from './en/admin-mail';
import { adminAudit } from './en/admin-audit';
import { adminModules } from './en/admin-modules';
import { adminSite } from './en/admin-site';
import { sitePhotos } from './en/site-photos';
import { adminSiteModules } from './en/admin-site-modules';
import { siteTexts } from './en/site-texts';
import { adminAccounts } from './en/admin-accounts';
import { adminLeads } from './en/admin-leads';
import { adminVisits } from './en/admin-visits';
import { adminOverview } from './en/admin-overview';
import { visits } from './en/visits';
import { specSheet } from './en/spec-sheet';
import { salesClock } from './en/sales-clock';
import { salesReport } from './en/sales-report';
import { leadDuplicates } from './en/lead-duplicates';
import { tenancy } from './en/tenancy';
import { maintenance } from './en/maintenance';
import { rooms } from './en/rooms';
import { notices } from './en/notices';
import { gate } from './en/gate';
import { gateReport } from './en/gate-report';

export const en = {
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
} as const satisfies Messages<typeof ptBR>;
