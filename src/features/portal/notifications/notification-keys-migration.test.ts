// Migration 0025 on a database as the previous release left it (up to 0023): every notification
// the site wrote, in either language, gets the key and parameters its text was made from, so it
// reads in the language of the page; a text it does not know keeps showing as written.
import fs from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '@/i18n/translate';
import { locales, type Locale } from '@/lib/i18n-types';
import { DOCUMENT_STATUSES } from '@/lib/statuses/document';
import { documentStatusKey } from '@/lib/statuses/labels';
import { SHIPMENT_STATUSES } from '@/lib/statuses/shipment';
import type { DatabaseHandle } from '@/server/db/client';
import { notifications, type NotificationParams } from '@/server/db/schema';
import { createTestDatabase, testEngine } from '@/server/db/test-database';
import { migrationsFolder } from '@/server/db/test-migrations';
import { notificationText, renderParams } from './notification-text.server';

interface Case {
  title: MessageKey;
  body?: MessageKey;
  /** A body in someone's own words. */
  text?: string;
  params: NotificationParams;
  /** The key the Portuguese text is read as, where two messages have the same words. */
  ptAs?: MessageKey;
}

const tracking = 'PLP-AB12C-DE34F';
const CASES: Case[] = [
  { title: 'portal.notification.created', params: { tracking }, text: 'Parnamirim/RN → Recife/PE' },
  { title: 'portal.notification.cancelled', params: { tracking } },
  ...SHIPMENT_STATUSES.map((status): Case => ({
    title: `shipmentOps.notify.${status}`,
    params: { tracking },
    text: 'BR-101 — atraso',
    ...(status === 'cancelled' ? { ptAs: 'portal.notification.cancelled' } : {}),
  })),
  { title: 'shipmentOps.notify.carrier', params: { tracking, carrier: 'Correios', code: 'AA123456789BR' } },
  { title: 'shipmentOps.notify.carrier', params: { tracking, carrier: 'Silva: Cargas', code: 'X 12' } },
  { title: 'support.notify.title', params: { subject: 'Dúvida: prazo do envio' }, text: 'Olá, o prazo é…' },
  ...DOCUMENT_STATUSES.map((status): Case => ({
    title: 'documents.notify.title',
    params: { name: 'nota: fiscal.pdf', status: { key: documentStatusKey(status) } },
  })),
  {
    title: 'documents.notify.title',
    body: 'documents.notify.rejectedBody',
    params: { name: 'bl.jpg', status: { key: 'status.document.rejected' }, reason: 'Ilegível.\nEnvie o PDF.' },
  },
  {
    title: 'charges.notify.title',
    body: 'charges.notify.body',
    params: { amount: { money: 123456 }, description: 'Armazenagem — dezembro', due: { day: '2026-12-05' } },
  },
  {
    title: 'charges.notify.title',
    body: 'charges.notify.body',
    params: { amount: { money: 5 }, description: 'Taxa', due: { day: '2027-01-09' } },
  },
];

/** The text the previous release wrote for `c` in the account's language `locale`. */
function written(c: Case, locale: Locale) {
  const params = renderParams(c.params, locale);
  return {
    title: translate(locale, c.title, params),
    body: c.body ? translate(locale, c.body, params) : (c.text ?? null),
  };
}

let handle: DatabaseHandle;
let folder: string;
const rows: { case: Case; locale: Locale; id: string }[] = [];
let unknownId: string;

beforeAll(async () => {
  folder = migrationsFolder({ upTo: '0023_tally_triggers' });
  handle = await createTestDatabase({ migrationsFolder: folder, seed: false });
  await handle.db.execute(sql`
    INSERT INTO "user" (id, name, email, first_name, last_name) VALUES ('u1', 'Ana Lima', 'ana@example.com', 'Ana', 'Lima')`);
  const insert = async (title: string, body: string | null) => {
    const result = (await handle.db.execute(
      sql`INSERT INTO notifications (user_id, title, body, link) VALUES ('u1', ${title}, ${body}, '/en/dashboard') RETURNING id`,
    )) as unknown as { rows: { id: string }[] };
    return result.rows[0]!.id;
  };
  for (const c of CASES) {
    for (const locale of locales) {
      const { title, body } = written(c, locale);
      rows.push({ case: c, locale, id: await insert(title, body) });
    }
  }
  unknownId = await insert('Bem-vinda ao portal', 'Olá!');
  await handle.migrate();
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe(`notifications from before keys (${testEngine})`, () => {
  it('read in the language of the page, whichever language they were written in', async () => {
    const now = new Map(
      (await handle.db.select().from(notifications).orderBy(asc(notifications.seq))).map((r) => [r.id, r]),
    );
    const problems: string[] = [];
    for (const { case: c, locale, id } of rows) {
      const row = now.get(id)!;
      const key = locale === 'pt-BR' && c.ptAs ? c.ptAs : c.title;
      expect(row.titleKey, `${c.title} (${locale})`).toBe(key);
      expect(row.bodyKey, `${c.title} (${locale})`).toBe(c.body ?? null);
      expect(row.params, `${c.title} (${locale})`).toEqual(c.params);
      // The text as written stays: the export and a key that one day leaves the catalogue use it.
      expect({ title: row.title, body: row.body }).toEqual(written(c, locale));
      for (const reader of locales) {
        const shown = notificationText(row, reader);
        const expected = written({ ...c, title: key }, reader);
        if (JSON.stringify(shown) !== JSON.stringify(expected))
          problems.push(`${c.title} written in ${locale}, read in ${reader}: ${JSON.stringify(shown)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keep showing a text the site no longer writes, as it was', async () => {
    const [row] = await handle.db
      .select()
      .from(notifications)
      .where(sql`id = ${unknownId}`);
    expect(row).toMatchObject({ titleKey: null, bodyKey: null, params: null });
    expect(notificationText(row!, 'en')).toEqual({ title: 'Bem-vinda ao portal', body: 'Olá!' });
  });
});
