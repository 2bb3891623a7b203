// The staff's notice form: title, text, urgency, the audience (every tenant, or the tenants of
// chosen modules) and an optional attachment. Shared by the action and the tests; the server reads
// the attachment's real type from its bytes.
import { requiredText, submissionKey } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { NOTICE_URGENCIES } from '@/lib/statuses/rooms';
import { MAX_DOCUMENT_BYTES } from '@/lib/upload-limits';

export const NOTICE_TITLE_MAX_LENGTH = 120;
export const NOTICE_BODY_MAX_LENGTH = 4000;
/** The condominium's modules, numbered 1 to 18. */
export const MODULE_NUMBERS = Array.from({ length: 18 }, (_, i) => i + 1);

export const NOTICE_AUDIENCES = ['all', 'modules'] as const;

export const publishNoticeSchema = z
  .object({
    submission: submissionKey,
    title: requiredText(
      { required: 'notices.error.title', tooLong: 'notices.error.titleTooLong' },
      NOTICE_TITLE_MAX_LENGTH,
    ),
    body: requiredText(
      { required: 'notices.error.body', tooLong: 'notices.error.bodyTooLong' },
      NOTICE_BODY_MAX_LENGTH,
      { multiline: true },
    ),
    urgency: z.enum(NOTICE_URGENCIES, 'notices.error.urgency'),
    audience: z.enum(NOTICE_AUDIENCES, 'notices.error.audience'),
    /**
     * The modules ticked (each '1'…'18'; a blank is none); read only when the audience is 'modules'.
     * The pipe sits inside the optional so that Astro reads every ticked box (an array), not the first.
     */
    modules: z.optional(
      z.pipe(
        z.array(
          z
            .string('notices.error.modules')
            .check(
              z.refine(
                (v) => v === '' || (/^\d{1,2}$/.test(v) && MODULE_NUMBERS.includes(Number(v))),
                'notices.error.modules',
              ),
            ),
          'notices.error.modules',
        ),
        z.transform((values) => [...new Set(values.filter(Boolean).map(Number))].sort((a, b) => a - b)),
      ),
    ),
    /** Optional: a browser sends an empty file when none is chosen. */
    file: z.optional(z.file().check(z.maxSize(MAX_DOCUMENT_BYTES, 'notices.error.file'))),
  })
  .check(
    z.refine((v) => v.audience !== 'modules' || (v.modules?.length ?? 0) > 0, {
      message: 'notices.error.modules',
      path: ['modules'],
    }),
  );

export type PublishNoticeInput = z.output<typeof publishNoticeSchema>;
