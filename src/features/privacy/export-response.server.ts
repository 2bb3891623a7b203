// GET /api/privacy/export: the signed-in customer's data as a ZIP download (their own only; a
// visitor gets 401). Each export is recorded in the privacy log before the first byte goes out.
import { Readable } from 'node:stream';
import type { APIContext } from 'astro';
import { translate } from '@/i18n/translate';
import { siteToday } from '@/lib/format';
import { isLocale } from '@/lib/i18n-types';
import { db } from '@/server/db/client';
import { contentDisposition } from '@/server/http/content-disposition';
import { siteConfig } from '@/server/site-config';
import type { Storage } from '@/server/storage';
import { releaseWhenDone, takeSlot } from '@/server/work-slots';
import { exportArchive } from './export-archive.server';
import { collectAccountData } from './export-data.server';

const plain = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

// An archive reads every document the customer has: one at a time per account is enough, across
// every app process (src/server/work-slots.ts).
const EXPORT_LEASE_MS = 10 * 60_000;

export async function exportResponse(
  context: Pick<APIContext, 'locals'>,
  { files, now = new Date() }: { files?: Storage; now?: Date } = {},
) {
  const { user, locale } = context.locals;
  if (!user) return plain(401, translate(locale, 'privacy.export.signIn'));
  const release = await takeSlot(db(), `privacy-export:${user.id}`, 1, EXPORT_LEASE_MS);
  if (!release) return plain(429, translate(locale, 'privacy.export.busy'));
  const done = releaseWhenDone(release, `the data export of ${user.id}`);
  try {
    const account = await collectAccountData(user.id, now);
    if (!account) {
      done();
      return plain(401, translate(locale, 'privacy.export.signIn'));
    }
    // The README and the file's name in the language of the customer's emails.
    const theirs = isLocale(account.data.profile.locale) ? account.data.profile.locale : locale;
    const stream = Readable.from(exportArchive(account, { locale: theirs, now, siteName: siteConfig().name, files }), {
      objectMode: false,
    });
    stream.once('close', done);
    return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': contentDisposition(
          'attachment',
          translate(theirs, 'privacy.export.fileName', { day: siteToday(now) }),
        ),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    done();
    throw error;
  }
}
