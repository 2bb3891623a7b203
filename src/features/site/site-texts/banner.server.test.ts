import { describe, expect, it } from 'vitest';
import { onlyAuditEntry } from '@/features/operations/audit/audit-log.test-support';
import { useStaffTestDatabase } from '@/features/portal/shipments/test-fixtures';
import { validateForm } from '@/lib/forms/validate-form';
import { z } from '@/lib/forms/zod';
import { currentContentVersion } from '@/server/content-version';
import type { DatabaseHandle } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import { testEngine } from '@/server/db/test-database';
import { pageCacheVersion, readBanner, visibleBanner } from '@/server/site-banner';
import { saveBanner } from './banner.server';
import { bannerSchema } from './site-texts.schema';

let handle: DatabaseHandle;
const staff = useStaffTestDatabase((h) => (handle = h), ['audit_log', 'site_banner']);

const FORM = {
  version: '0',
  textPt: 'Módulo 7 disponível a partir de março',
  textEn: 'Module 7 available from March',
  link: '/#modules',
  // Fortaleza time (UTC-3).
  startsAt: '2027-03-01T08:00',
  endsAt: '2027-03-31T18:00',
};
const form = (input: Record<string, string> = {}) => z.parse(bannerSchema, { ...FORM, ...input });
const save = (input: Record<string, string> = {}) => saveBanner(staff, form(input));
const messages = (input: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries({ ...FORM, ...input })) data.set(k, v);
  return validateForm(bannerSchema, data);
};
const at = (iso: string) => new Date(iso);

describe('the banner form', () => {
  it('reads its dates in Fortaleza time and takes a blank link as none', () => {
    expect(form()).toMatchObject({
      startsAt: at('2027-03-01T11:00:00Z'),
      endsAt: at('2027-03-31T21:00:00Z'),
      link: '/#modules',
    });
    expect(form({ link: '' }).link).toBeNull();
  });

  it('refuses what breaks its rules, each with its own message', () => {
    expect(messages({})).toEqual({});
    expect(messages({ textEn: ' ', textPt: 'x'.repeat(161) })).toEqual({
      textEn: 'siteTexts.error.required',
      textPt: 'siteTexts.error.bannerTooLong',
    });
    for (const link of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'ftp://example.com'])
      expect(messages({ link })).toEqual({ link: 'siteTexts.error.link' });
    expect(messages({ link: 'https://example.com/x' })).toEqual({});
    expect(messages({ startsAt: '2027-02-30T08:00' })).toEqual({ startsAt: 'siteTexts.error.dateTime' });
    expect(messages({ endsAt: 'amanhã' })).toEqual({ endsAt: 'siteTexts.error.dateTime' });
    expect(messages({ endsAt: '2027-03-01T08:00' })).toEqual({ endsAt: 'siteTexts.error.dateOrder' });
  });
});

describe(`staff edits of the banner on ${testEngine}`, () => {
  it('saves the banner, audited, and shows it only between its start and end (Fortaleza time)', async () => {
    const version = await currentContentVersion();
    expect(await visibleBanner('pt-BR', at('2027-03-10T12:00:00Z'))).toBeUndefined();
    expect(await save()).toEqual({ changed: true });
    expect(BigInt(await currentContentVersion())).toBeGreaterThan(BigInt(version));
    // 07:59 and 08:00 in Fortaleza on the first day; 17:59 and 18:00 on the last.
    expect(await visibleBanner('pt-BR', at('2027-03-01T10:59:00Z'))).toBeUndefined();
    expect(await visibleBanner('pt-BR', at('2027-03-01T11:00:00Z'))).toEqual({
      text: FORM.textPt,
      link: '/#modules',
      version: 1,
    });
    expect((await visibleBanner('en', at('2027-03-31T20:59:00Z')))?.text).toBe(FORM.textEn);
    expect(await visibleBanner('en', at('2027-03-31T21:00:00Z'))).toBeUndefined();

    expect(await onlyAuditEntry(handle)).toMatchObject({
      action: 'banner.update',
      subjectKind: 'site',
      subjectId: 'banner',
      actorLabel: 'Ana staff <staff@example.com>',
      before: null,
      after: { textPt: FORM.textPt, startsAt: '2027-03-01T11:00:00.000Z', endsAt: '2027-03-31T21:00:00.000Z' },
    });
  });

  it('keys cached pages by the content version and whether the banner shows, so its start and end renew them', async () => {
    await save();
    const version = async () => '42';
    const before = await pageCacheVersion(version, at('2027-03-01T10:59:00Z'));
    const during = await pageCacheVersion(version, at('2027-03-01T11:00:00Z'));
    const after = await pageCacheVersion(version, at('2027-04-01T00:00:00Z'));
    expect(new Set([before, during, after]).size).toBe(3);
    expect(await pageCacheVersion(version, at('2027-03-20T00:00:00Z'))).toBe(during);
  });

  it('audits only what changed, and refuses a save over a newer one', async () => {
    await save();
    expect(await save({ version: '1' })).toEqual({ changed: false });
    expect(await save({ version: '1', endsAt: '2027-04-15T18:00' })).toEqual({ changed: true });
    await expect(save({ version: '1', textPt: 'Outro' })).rejects.toMatchObject({
      message: 'siteTexts.error.changedMeanwhile',
    });
    // Two saves from the same read at once: one is written, the other refused.
    const both = await Promise.allSettled([
      save({ version: '2', endsAt: '2027-04-15T18:00', textPt: 'A' }),
      save({ version: '2', endsAt: '2027-04-15T18:00', textPt: 'B' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const row = await readBanner();
    expect(row).toMatchObject({ version: 3, endsAt: at('2027-04-15T21:00:00Z') });
    expect(['A', 'B']).toContain(row?.textPt);
    const entries = await handle.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries[1]).toMatchObject({
      before: { endsAt: '2027-03-31T21:00:00.000Z' },
      after: { endsAt: '2027-04-15T21:00:00.000Z' },
    });
  });
});
