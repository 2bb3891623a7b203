// Every Astro Action, gathered from the features that define them.
import { charges } from '@/features/charges/charges.actions';
import { account } from '@/features/account/account.actions';
import { documents } from '@/features/documents/documents.actions';
import { leads } from '@/features/leads/leads.actions';
import { notifications } from '@/features/notifications/notifications.actions';
import { settings } from '@/features/settings/settings.actions';
import { shipments } from '@/features/shipments/shipments.actions';
import { shipmentOps } from '@/features/shipment-operations/shipment-operations.actions';

export const server = { account, charges, documents, leads, notifications, settings, shipments, shipmentOps };
