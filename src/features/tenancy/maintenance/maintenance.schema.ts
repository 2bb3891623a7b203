// The maintenance forms: the tenant's new request and rating, the staff's assignment, status move
// and note. Shared by the actions and the tests; the server checks again what only it knows (the
// tenant's modules, the request's status and version, who is staff).
import { hiddenText, optionalText, recordId, recordVersion, requiredText, submissionKey } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_STATUSES,
  MAINTENANCE_URGENCIES,
  NOTE_VISIBILITIES,
} from '@/lib/statuses/maintenance';
import { MAX_MAINTENANCE_PHOTO_BYTES, MAX_MAINTENANCE_PHOTOS } from '@/lib/upload-limits';

export const DESCRIPTION_MAX_LENGTH = 2000;
export const NOTE_MAX_LENGTH = 2000;
export const REASON_MAX_LENGTH = 500;
export const COMMENT_MAX_LENGTH = 1000;

/**
 * The photos sent (Astro reads every `photos` of the form as an array only when the array is right
 * under the optional): an empty file input sends one nameless, empty file, which is no photo.
 */
const photos = z.optional(
  z
    .pipe(
      z.array(z.file({ error: 'maintenance.error.photo' })),
      z.transform((files) => files.filter((file) => file.size > 0)),
    )
    .check(
      z.refine((files) => files.length <= MAX_MAINTENANCE_PHOTOS, 'maintenance.error.tooManyPhotos'),
      z.refine((files) => files.every((f) => f.size <= MAX_MAINTENANCE_PHOTO_BYTES), 'maintenance.error.photoTooLarge'),
    ),
);

export const newRequestSchema = z.object({
  submission: submissionKey,
  moduleNumber: z.int({ error: 'maintenance.error.module' }),
  category: z.enum(MAINTENANCE_CATEGORIES, 'maintenance.error.category'),
  urgency: z.enum(MAINTENANCE_URGENCIES, 'maintenance.error.urgency'),
  description: requiredText(
    { required: 'maintenance.error.description', tooLong: 'maintenance.error.descriptionTooLong' },
    DESCRIPTION_MAX_LENGTH,
    { multiline: true },
  ),
  photos,
});

export type NewRequestInput = z.output<typeof newRequestSchema>;

const changedMeanwhile = recordVersion('maintenance.error.changedMeanwhile');

/** The staff give the request to one of them, or to nobody (an empty choice). */
export const assignSchema = z.object({
  requestId: recordId,
  version: changedMeanwhile,
  assigneeId: hiddenText(64),
});

export type AssignInput = z.output<typeof assignSchema>;

/** The staff move the request; refusing needs a reason, any move may carry a note to the tenant. */
export const moveSchema = z
  .object({
    requestId: recordId,
    version: changedMeanwhile,
    status: z.enum(MAINTENANCE_STATUSES, 'maintenance.error.status'),
    reason: optionalText({ tooLong: 'maintenance.error.reasonTooLong' }, REASON_MAX_LENGTH, { multiline: true }),
    note: optionalText({ tooLong: 'maintenance.error.noteTooLong' }, NOTE_MAX_LENGTH, { multiline: true }),
  })
  .check(
    z.refine((v: { status: string; reason?: string }) => v.status !== 'refused' || Boolean(v.reason), {
      message: 'maintenance.error.reason',
      path: ['reason'],
    }),
  );

export type MoveInput = z.output<typeof moveSchema>;

/** A note from the staff: for the tenant to read, or for the staff only. */
export const noteSchema = z.object({
  submission: submissionKey,
  requestId: recordId,
  note: requiredText(
    { required: 'maintenance.error.note', tooLong: 'maintenance.error.noteTooLong' },
    NOTE_MAX_LENGTH,
    { multiline: true },
  ),
  visibility: z.enum(NOTE_VISIBILITIES, 'maintenance.error.visibility'),
});

export type NoteInput = z.output<typeof noteSchema>;

/** The tenant's rating of a done request: 1 to 5, and a comment if they like. */
export const rateSchema = z.object({
  requestId: recordId,
  rating: z
    .int({ error: 'maintenance.error.rating' })
    .check(z.gte(1, 'maintenance.error.rating'), z.lte(5, 'maintenance.error.rating')),
  comment: optionalText({ tooLong: 'maintenance.error.commentTooLong' }, COMMENT_MAX_LENGTH, { multiline: true }),
});

export type RateInput = z.output<typeof rateSchema>;
