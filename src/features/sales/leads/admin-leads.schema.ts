// The forms on the lead's page and the board, shared by the actions and the tests.
import { isCalendarDay } from '@/lib/calendar-day';
import { optionalText, recordId, requiredText } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { LEAD_STATUSES } from '@/lib/statuses/lead';

export const REASON_MAX_LENGTH = 500;
export const NOTE_MAX_LENGTH = 4000;
export const SUBJECT_MAX_LENGTH = 200;
export const VISIT_MINUTES = [30, 60, 90, 120] as const;
/** The value of the visit form's "book even though the slot is full" checkbox. */
export const OVERBOOK_VALUE = 'yes';

// A field a form may leave out: Astro reads a missing form field as null.
const from = z.nullish(z.enum(['lead', 'board']));

const blankAsNull = (v: string | null | undefined) => (v ? v : null);
const optionalNote = (max: number) =>
  z.pipe(
    z.nullish(optionalText({ tooLong: 'adminLeads.error.tooLong' }, max, { multiline: true })),
    z.transform(blankAsNull),
  );

export const stageSchema = z
  .object({
    leadId: recordId,
    stage: z.enum(LEAD_STATUSES, 'adminLeads.error.stage'),
    reason: optionalNote(REASON_MAX_LENGTH),
    from,
  })
  .check(
    z.refine((v) => v.stage !== 'lost' || v.reason !== null, {
      error: 'adminLeads.error.reasonRequired',
      path: ['reason'],
    }),
  );

export const ownerSchema = z.object({
  leadId: recordId,
  // '' leaves the lead with nobody; any other value must be a staff account (checked by the server).
  ownerId: z.pipe(
    z.nullish(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{0,64}$/, 'adminLeads.error.owner'))),
    z.transform(blankAsNull),
  ),
});

export const followUpSchema = z.object({
  leadId: recordId,
  followUpOn: z.pipe(
    z.nullish(
      z.string().check(
        z.trim(),
        z.refine((v) => v === '' || isCalendarDay(v), 'adminLeads.error.day'),
      ),
    ),
    z.transform(blankAsNull),
  ),
});

export const noteSchema = z.object({
  leadId: recordId,
  note: requiredText(
    { required: 'adminLeads.error.noteRequired', tooLong: 'adminLeads.error.tooLong' },
    NOTE_MAX_LENGTH,
    { multiline: true },
  ),
});

export const replySchema = z.object({
  leadId: recordId,
  subject: requiredText(
    { required: 'adminLeads.error.subjectRequired', tooLong: 'adminLeads.error.tooLong' },
    SUBJECT_MAX_LENGTH,
  ),
  message: requiredText(
    { required: 'adminLeads.error.messageRequired', tooLong: 'adminLeads.error.tooLong' },
    NOTE_MAX_LENGTH,
    { multiline: true },
  ),
});

export const visitSchema = z.object({
  leadId: recordId,
  day: z.string({ error: 'adminLeads.error.day' }).check(z.trim(), z.refine(isCalendarDay, 'adminLeads.error.day')),
  time: z
    .string({ error: 'adminLeads.error.time' })
    .check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'adminLeads.error.time')),
  minutes: z.pipe(
    z.nullish(
      z
        .string()
        .check(
          z.refine(
            (v) => v === '' || (VISIT_MINUTES as readonly number[]).includes(Number(v)),
            'adminLeads.error.duration',
          ),
        ),
    ),
    z.transform((v) => (v ? Number(v) : 60)),
  ),
  message: optionalNote(NOTE_MAX_LENGTH),
  // Left out (unticked): a full slot is refused.
  overbook: z.pipe(
    z.nullish(z.literal(OVERBOOK_VALUE, 'adminLeads.error.overbook')),
    z.transform((v) => v === OVERBOOK_VALUE),
  ),
});

export type StageInput = z.output<typeof stageSchema>;
export type OwnerInput = z.output<typeof ownerSchema>;
export type FollowUpInput = z.output<typeof followUpSchema>;
export type NoteInput = z.output<typeof noteSchema>;
export type ReplyInput = z.output<typeof replySchema>;
export type VisitInput = z.output<typeof visitSchema>;
