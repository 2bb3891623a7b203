// The data export as a ZIP: a README in the customer's language, one JSON file per kind of data,
// and the documents' files under documents/. Streamed: a file is read from storage only as the
// download reaches it.
import { translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { moduleLogger } from '@/server/observability';
import { storage, StorageNotFoundError, type Storage } from '@/server/storage';
import type { AccountData } from './export-data.server';
import { zipStream, type ZipEntry } from './zip-stream.server';

type Data = AccountData['data'];

/** The JSON files, in the archive's order, and what the README says of each. */
const JSON_FILES: readonly [name: string, pick: (data: Data) => unknown, about: MessageKey][] = [
  ['profile.json', (d) => d.profile, 'privacy.readme.profile'],
  ['shipments.json', (d) => d.shipments, 'privacy.readme.shipments'],
  ['notifications.json', (d) => d.notifications, 'privacy.readme.notifications'],
  ['charges.json', (d) => d.charges, 'privacy.readme.charges'],
  ['support.json', (d) => d.support, 'privacy.readme.support'],
  ['contact-messages.json', (d) => d.contactMessages, 'privacy.readme.contactMessages'],
];
const DOCUMENTS_FILE = 'documents.json';

const encoder = new TextEncoder();
const json = (value: unknown) => encoder.encode(`${JSON.stringify(value, null, 2)}\n`);

function readme(locale: Locale, now: Date, siteName: string) {
  const t = (key: MessageKey, params?: Record<string, string>) => translate(locale, key, params);
  const lines = [
    t('privacy.readme.title', { site: siteName }),
    t('privacy.readme.generated', { when: now.toISOString() }),
    '',
    t('privacy.readme.intro'),
    '',
    ...JSON_FILES.map(([name, , about]) => `- ${name}: ${t(about)}`),
    `- ${DOCUMENTS_FILE}: ${t('privacy.readme.documents')}`,
    `- documents/: ${t('privacy.readme.files')}`,
    '',
    t('privacy.readme.rights'),
  ];
  // Windows' Notepad reads CRLF best; everything else reads it too.
  return encoder.encode(`${lines.join('\r\n')}\r\n`);
}

/** The document files that storage still has, in order; a missing one is left out and its entry says so. */
async function* documentFiles(account: AccountData, files: Storage, missing: Set<string>): AsyncGenerator<ZipEntry> {
  for (const file of account.files) {
    let stored;
    try {
      stored = await files.getStream(file.storageKey);
    } catch (error) {
      if (!(error instanceof StorageNotFoundError)) throw error;
      moduleLogger('privacy').error(`export: the file ${file.storageKey} is missing from storage`);
      missing.add(file.path);
      continue;
    }
    yield { name: file.path, modified: file.modified, content: stored.body };
  }
}

async function* entries(
  account: AccountData,
  locale: Locale,
  now: Date,
  siteName: string,
  files: Storage,
): AsyncGenerator<ZipEntry> {
  yield { name: 'README.txt', modified: now, content: readme(locale, now, siteName) };
  for (const [name, pick] of JSON_FILES) yield { name, modified: now, content: json(pick(account.data)) };
  const missing = new Set<string>();
  yield* documentFiles(account, files, missing);
  // After the files, so it can say which ones storage no longer had.
  const docs = account.data.documents.map((d) => (missing.has(d.file) ? { ...d, file: null } : d));
  yield { name: DOCUMENTS_FILE, modified: now, content: json(docs) };
}

/** The archive's bytes, as a stream. */
export function exportArchive(
  account: AccountData,
  { locale, now, siteName, files = storage() }: { locale: Locale; now: Date; siteName: string; files?: Storage },
) {
  return zipStream(entries(account, locale, now, siteName, files));
}
