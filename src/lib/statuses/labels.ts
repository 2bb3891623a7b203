// The catalogue keys of every status label: src/i18n/*/statuses.ts must define exactly these.
import type { ChargeState } from './charge';
import type { DocumentStatus } from './document';
import type { MailState } from './job';
import type { LeadStatus } from './lead';
import type { ModuleStatus } from './module';
import type { ShipmentStatus } from './shipment';

export type StatusLabelKey =
  | `status.shipment.${ShipmentStatus}`
  | `status.lead.${LeadStatus}`
  | `status.module.${ModuleStatus}`
  | `status.mail.${MailState}`
  | `status.charge.${ChargeState}`
  | `status.document.${DocumentStatus}`;

export type StatusLabels = Record<StatusLabelKey, string>;

export const shipmentStatusKey = (status: ShipmentStatus) => `status.shipment.${status}` as const;
export const leadStatusKey = (status: LeadStatus) => `status.lead.${status}` as const;
export const moduleStatusKey = (status: ModuleStatus) => `status.module.${status}` as const;
export const mailStateKey = (state: MailState) => `status.mail.${state}` as const;
export const chargeStateKey = (state: ChargeState) => `status.charge.${state}` as const;
export const documentStatusKey = (status: DocumentStatus) => `status.document.${status}` as const;
