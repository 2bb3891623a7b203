// GET /api/privacy/export: the signed-in customer's data as a ZIP download (their own only; a
// visitor gets 401). Each export is recorded in the privacy log before the first byte goes out.
import { Readable } from 'node:stream';
import type { APIContext } from 'astro';
import { translate } from '@/i18n/translate';
import { siteToday } from '@/lib/format';
import { isLocale, type Locale } from '@/lib/i18n-types';
import { db } from '@/server/db/client';
import { fileResponse } from '@/server/http/file-response';
import { wantsHeadersOnly, type MaybeHead } from '@/server/http/head-request';
import { answerRefusals, refuse } from '@/server/refusal';
import { siteConfig } from '@/server/site-config';
import type { Storage } from '@/server/storage';
import { releaseWhenDone, slotsFull, takeSlot } from '@/server/work-slots';
import { exportArchive } from './export-archive.server';
import { collectAccountData } from './export-data.server';

// An archive reads every document the customer has: one at a time per account is enough, across
// every app process (src/server/work-slots.ts).
const EXPORT_LEASE_MS = 10 * 60_000;

const signIn = () => refuse('UNAUTHORIZED', 'privacy.export.signIn');

/** The archive's name, in the language of the customer's emails, and type. */
const exportFile = (locale: Locale, now: Date) => ({
  fileName: translate(locale, 'privacy.export.fileName', { day: siteToday(now) }),
  contentType: 'application/zip',
});

export function exportResponse(
  context: Pick<APIContext, 'locals'> & MaybeHead,
  { files, now = new Date() }: { files?: Storage; now?: Date } = {},
) {
  const { user, locale } = context.locals;
  return answerRefusals(locale, async () => {
    if (!user) return signIn();
    const slot = `privacy-export:${user.id}`;
    if (wantsHeadersOnly(context.request)) {
      if (await slotsFull(db(), slot, 1, now)) refuse('TOO_MANY_REQUESTS', 'privacy.export.busy');
      return fileResponse(null, exportFile(isLocale(user.locale) ? user.locale : locale, now));
    }
    const release = await takeSlot(db(), slot, 1, EXPORT_LEASE_MS);
    if (!release) refuse('TOO_MANY_REQUESTS', 'privacy.export.busy');
    const done = releaseWhenDone(release, `the data export of ${user.id}`);
    try {
      const account = await collectAccountData(user.id, now);
      if (!account) return signIn();
      // The README and the file's name in the language of the customer's emails.
      const theirs = isLocale(account.data.profile.locale) ? account.data.profile.locale : locale;
      const stream = Readable.from(
        exportArchive(account, { locale: theirs, now, siteName: siteConfig().name, files }),
        { objectMode: false },
      );
      stream.once('close', done);
      return fileResponse(stream, exportFile(theirs, now));
    } catch (error) {
      done();
      throw error;
    }
  });
}
