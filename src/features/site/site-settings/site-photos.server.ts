// What the staff do to the site's image slots: save a slot (a new photo to encode, its alt texts,
// its focal point) or put the shipped drawing back, each in one transaction with its audit entry,
// refused when another save came first (the version check). A photo is checked from its bytes and
// kept privately until the job (src/server/site-images) has encoded it; the page shows it once
// every size is stored. Callers have checked the role (requireAdmin).
import { randomUUID } from 'node:crypto';
import { loadImageLibraries } from '@/server/site-images/image-libraries';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db, type Database } from '@/server/db/client';
import type { SiteImageRow } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs';
import { refuse } from '@/server/refusal';
import {
  findSlot,
  inspectUpload,
  keysOf,
  mediaUrl,
  SITE_IMAGE_PREFIX,
  siteImageJob,
  slotRow,
  writeSlotOver,
} from '@/server/site-images';
import { storage, type Storage } from '@/server/storage';
import type { ResetPhotoInput, SavePhotoInput } from './site-photos.schema';

const CHANGED_MEANWHILE = 'adminSite.error.changedMeanwhile';

/** How the audit shows a slot: its image (the shipped drawing, an upload), alt texts and focal point. */
function describe(row: Pick<SiteImageRow, 'image' | 'pending' | 'altPt' | 'altEn' | 'focalX' | 'focalY'> | undefined) {
  const main = row?.image?.webp[row.image.webp.length - 1];
  return {
    image: main ? mediaUrl(main.key) : 'shipped',
    ...(row?.pending && { pending: `${row.pending.hash} (${row.pending.width} × ${row.pending.height} px)` }),
    altPt: row?.altPt ?? null,
    altEn: row?.altEn ?? null,
    focalPoint: `${row?.focalX ?? 50}% ${row?.focalY ?? 50}%`,
  };
}

function changedOnly(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}

/** Writes `values` over the row read at `version`: refused when another save came first. */
async function writeOver(tx: Database, slot: string, version: number, values: Parameters<typeof writeSlotOver>[3]) {
  if (!(await writeSlotOver(tx, slot, version, values))) refuse('CONFLICT', CHANGED_MEANWHILE);
}

const subject = (slot: string) => ({ kind: 'site' as const, id: `photo-${slot}` });

/**
 * Saves the slot as the form sent it. A photo is checked (refused with its reason), stored
 * privately and queued for encoding in the same transaction; until it is encoded the page keeps the
 * current image. Nothing differs and no photo: nothing is written.
 */
export async function savePhoto(
  actor: AuditActor,
  input: SavePhotoInput,
  files: Storage = storage(),
): Promise<{ changed: boolean; encoding: boolean }> {
  const slot = findSlot(input.slot) ?? refuse('NOT_FOUND', 'sitePhotos.error.slot');
  const bytes = input.file && input.file.size > 0 ? new Uint8Array(await input.file.arrayBuffer()) : undefined;
  const upload = bytes && { bytes, ...(await inspectUpload(bytes, slot)) };
  const source = upload && `${SITE_IMAGE_PREFIX}uploads/${randomUUID()}`;
  // The bytes first: a row never names a missing upload. If the row is not written, neither are they.
  if (upload && source) await files.put(source, upload.bytes);
  try {
    const { contentHash } = (await loadImageLibraries()).build;
    return await db().transaction(async (tx) => {
      const row = await slotRow(tx, slot.name);
      if ((row?.version ?? 0) !== input.version) refuse('CONFLICT', CHANGED_MEANWHILE);
      const pending =
        upload && source
          ? {
              source,
              hash: contentHash(upload.bytes) as string,
              width: upload.width,
              height: upload.height,
              format: upload.format,
              uploadedAt: new Date().toISOString(),
            }
          : (row?.pending ?? null);
      const values = { altPt: input.altPt, altEn: input.altEn, focalX: input.focalX, focalY: input.focalY };
      const { before, after } = changedOnly(describe(row), describe({ image: row?.image ?? null, pending, ...values }));
      if (!upload && Object.keys(before).length === 0) return { changed: false, encoding: false };
      await writeOver(tx, slot.name, input.version, { ...values, ...(upload && { pending, failure: null }) });
      await recordAudit(tx, { actor, action: 'site.photo', subject: subject(slot.name), before, after });
      if (source) await enqueueJob(tx, siteImageJob, { slot: slot.name, source }, { cause: subject(slot.name) });
      return { changed: true, encoding: Boolean(upload) };
    });
  } catch (error) {
    if (source) await files.delete(source);
    throw error;
  }
}

/** Puts the shipped drawing back, with its shipped alt text, centred; drops an upload still waiting. */
export async function resetPhoto(
  actor: AuditActor,
  input: ResetPhotoInput,
  files: Storage = storage(),
): Promise<{ changed: boolean }> {
  const slot = findSlot(input.slot) ?? refuse('NOT_FOUND', 'sitePhotos.error.slot');
  const previous = await db().transaction(async (tx) => {
    const row = await slotRow(tx, slot.name);
    if ((row?.version ?? 0) !== input.version) refuse('CONFLICT', CHANGED_MEANWHILE);
    const shipped = { image: null, pending: null, altPt: null, altEn: null, focalX: 50, focalY: 50 };
    const { before, after } = changedOnly(describe(row), describe(shipped));
    if (!row || Object.keys(before).length === 0) return undefined;
    await writeOver(tx, slot.name, input.version, { ...shipped, failure: null });
    await recordAudit(tx, { actor, action: 'site.photoReset', subject: subject(slot.name), before, after });
    return row;
  });
  // The upload still waiting is deleted by its job, which finds it no longer wanted.
  await Promise.all(keysOf(previous?.image).map((key) => files.delete(key)));
  return { changed: previous !== undefined };
}
