// Request middleware, in order. Astro's origin check (security.checkOrigin) runs before all of it.
import { sequence } from 'astro:middleware';
import { accountFormRedirect } from '@/features/account/account.middleware';
import { leadFormRedirect } from '@/features/leads/leads.middleware';
import { settingsFormRedirect } from '@/features/settings/settings.middleware';
import { shipmentFormRedirect } from '@/features/shipments/shipments.middleware';
import { sessionMiddleware } from '@/server/session.middleware';

export const onRequest = sequence(leadFormRedirect, sessionMiddleware, accountFormRedirect, shipmentFormRedirect, settingsFormRedirect);
