// The public tracking lookup: anyone with a tracking number sees its status and timeline (status,
// place, time), never who sent or receives it, the notes, the route or the weight. Lookups are
// counted per client address in the database, so guessing numbers is slow across every process.
import { eq } from 'drizzle-orm';
import { timelineView } from '@/features/portal/shipments/shipment-detail.server';
import { listShipmentEvents } from '@/features/portal/shipments/shipments.server';
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { shipmentStatusKey } from '@/lib/statuses/labels';
import { carrierTrackingUrl } from '@/lib/tracking/carrier-code';
import { parseTrackingNumber } from '@/lib/tracking/tracking-number';
import { db } from '@/server/db/client';
import { shipments } from '@/server/db/schema';
import { countHit, hitsUsed } from '@/server/rate-limit';

/** Lookups one client address may make per window. */
export const TRACKING_LOOKUPS = { max: 60, windowSeconds: 10 * 60 };

const MAX_CODE_LENGTH = 60;

export type TrackingLookup =
  | { kind: 'none' }
  | { kind: 'malformed' | 'checksum' | 'limited'; code: string }
  | { kind: 'unknown'; code: string }
  | { kind: 'found'; code: string; shipment: PublicShipment };

export type PublicShipment = NonNullable<Awaited<ReturnType<typeof publicShipment>>>;

async function publicShipment(trackingNumber: string, locale: Locale) {
  const [row] = await db()
    .select({
      id: shipments.id,
      status: shipments.status,
      updatedAt: shipments.updatedAt,
      carrier: shipments.carrier,
      carrierName: shipments.carrierName,
      carrierCode: shipments.carrierCode,
    })
    .from(shipments)
    .where(eq(shipments.trackingNumber, trackingNumber));
  if (!row) return undefined;
  const carrier =
    row.carrier && row.carrierCode
      ? {
          name: row.carrier === 'other' ? (row.carrierName ?? '') : translate(locale, 'portal.carrier.correios'),
          code: row.carrierCode,
          url: carrierTrackingUrl(row.carrier, row.carrierCode),
        }
      : undefined;
  return {
    trackingNumber,
    heading: translate(locale, 'tracking.result.heading', { code: trackingNumber }),
    status: row.status,
    statusLabel: translate(locale, shipmentStatusKey(row.status)),
    updated: formatDateTime(row.updatedAt, locale),
    updatedIso: row.updatedAt.toISOString(),
    carrier,
    timeline: timelineView(await listShipmentEvents(row.id), locale, { withNotes: false }),
  };
}

/**
 * Looks up what a visitor typed. A number that cannot be one (or has a typo its check symbol
 * catches) never reaches the shipments table; every lookup with a code counts against `clientIp`
 * unless `count` is false (HEAD: the same answer, nothing counted).
 */
export async function lookupTracking(
  input: string | undefined,
  clientIp: string,
  locale: Locale,
  { count = true }: { count?: boolean } = {},
): Promise<TrackingLookup> {
  const code = (input ?? '').trim().slice(0, MAX_CODE_LENGTH);
  if (!code) return { kind: 'none' };
  const key = `tracking:${clientIp}`;
  // Not counted (a HEAD request): whether a GET now would still be within the limit.
  const hits = count
    ? await countHit(db(), key, TRACKING_LOOKUPS.windowSeconds)
    : (await hitsUsed(db(), key, TRACKING_LOOKUPS.windowSeconds)) + 1;
  if (hits > TRACKING_LOOKUPS.max) return { kind: 'limited', code };
  const parsed = parseTrackingNumber(code);
  if (!parsed.ok) return { kind: parsed.reason === 'checksum' ? 'checksum' : 'malformed', code };
  const shipment = await publicShipment(parsed.trackingNumber, locale);
  return shipment
    ? { kind: 'found', code: parsed.trackingNumber, shipment }
    : { kind: 'unknown', code: parsed.trackingNumber };
}

/** The query parameter the lookup form sends. */
export const TRACKING_PARAM = 'codigo';

const LABEL_KEYS = [
  'tracking.eyebrow',
  'tracking.title',
  'tracking.lead',
  'tracking.form.label',
  'tracking.form.hint',
  'tracking.form.submit',
  'tracking.result.status',
  'tracking.result.updated',
  'tracking.result.timeline',
  'tracking.result.place',
  'tracking.result.empty',
  'tracking.result.carrier',
  'tracking.result.carrierLink',
  'tracking.result.privacy',
] as const satisfies readonly MessageKey[];

export type TrackingLabels = Record<(typeof LABEL_KEYS)[number], string>;

/** What the page renders for a lookup, every text in the page's language. */
export function trackingPageProps(lookup: TrackingLookup, locale: Locale, action: string) {
  const failed =
    lookup.kind === 'malformed' || lookup.kind === 'checksum' || lookup.kind === 'limited' || lookup.kind === 'unknown';
  return {
    labels: pick(locale, LABEL_KEYS),
    action,
    param: TRACKING_PARAM,
    typed: lookup.kind === 'none' ? '' : lookup.code,
    message: failed ? translate(locale, `tracking.result.${lookup.kind}`, { code: lookup.code }) : undefined,
    invalid: lookup.kind === 'malformed' || lookup.kind === 'checksum',
    result: lookup.kind,
    shipment: lookup.kind === 'found' ? lookup.shipment : undefined,
  };
}

export type TrackingPageProps = ReturnType<typeof trackingPageProps>;
