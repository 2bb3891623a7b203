import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, onlyAuditEntry } from '@/features/operations/audit/audit-log.test-support';
import { useStaffTestDatabase } from '@/features/portal/shipments/test-fixtures';
import { validateForm } from '@/lib/forms/validate-form';
import { z } from '@/lib/forms/zod';
import { currentContentVersion } from '@/server/content-version';
import type { DatabaseHandle } from '@/server/db/client';
import { siteIdentity } from '@/server/db/schema';
import { testEngine } from '@/server/db/test-database';
import { refreshSiteConfig, siteConfig, siteDefaults } from '@/server/site-config';
import { saveSiteIdentity } from './admin-site.server';
import { siteIdentitySchema } from './site-identity.schema';
import { VALID_IDENTITY_FORM } from './test-fixtures';

let handle: DatabaseHandle;
const staff = useStaffTestDatabase((h) => (handle = h), ['audit_log', 'site_identity']);

const form = (input: Record<string, string> = {}) => z.parse(siteIdentitySchema, { ...VALID_IDENTITY_FORM, ...input });
const save = (input: Record<string, string> = {}) => saveSiteIdentity(staff, form(input));
const entries = () => auditEntries(handle);
const messages = (input: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries({ ...VALID_IDENTITY_FORM, ...input })) data.set(k, v);
  return validateForm(siteIdentitySchema, data);
};

describe('the site identity form', () => {
  it('keeps phones in E.164 and coordinates as numbers, and blank links as none', () => {
    expect(form()).toMatchObject({
      phone: '+558432720000',
      whatsapp: '+5584999990000',
      mapLat: -5.8823,
      facebookUrl: null,
    });
    expect(form({ whatsapp: '84 98888-7777', mapLng: '-35,21' })).toMatchObject({
      whatsapp: '+5584988887777',
      mapLng: -35.21,
    });
  });

  it('refuses what breaks its rules, each with its own message', () => {
    expect(messages({ postalCode: '59150000' })).toEqual({ postalCode: 'adminSite.error.postalCode' });
    expect(messages({ whatsapp: '+1 202 555 0100' })).toEqual({ whatsapp: 'adminSite.error.phone' });
    expect(messages({ phone: '(04) 3272-0000' })).toEqual({ phone: 'adminSite.error.phone' });
    expect(messages({ instagramUrl: 'http://instagram.com/x' })).toEqual({ instagramUrl: 'adminSite.error.link' });
    expect(messages({ linkedinUrl: 'javascript:alert(1)' })).toEqual({ linkedinUrl: 'adminSite.error.link' });
    // Lisbon, and a latitude in the southern Atlantic past Brazil's end.
    expect(messages({ mapLat: '38.7223', mapLng: '-9.1393' })).toEqual({
      mapLat: 'adminSite.error.coordinates',
      mapLng: 'adminSite.error.coordinates',
    });
    expect(messages({ mapLat: '-40' })).toEqual({ mapLat: 'adminSite.error.coordinates' });
    expect(messages({ opens: '18:00', closes: '08:00' })).toEqual({ closes: 'adminSite.error.hoursOrder' });
    expect(messages({ state: 'XX', name: ' ' })).toEqual({
      state: 'adminSite.error.state',
      name: 'adminSite.error.required',
    });
  });
});

describe(`staff edits of the site identity on ${testEngine}`, () => {
  it('shows the SITE_* defaults until the first save, then the record, after the content version moves', async () => {
    expect((await refreshSiteConfig()).whatsapp).toBe(siteDefaults().whatsapp);
    const before = await currentContentVersion();
    expect(await save({ whatsapp: '(84) 98888-7777', facebookUrl: 'https://facebook.com/parque' })).toEqual({
      changed: true,
    });
    expect(BigInt(await currentContentVersion())).toBeGreaterThan(BigInt(before));
    // The accessor answers from what it read until the next refresh, as a request does.
    expect(siteConfig().whatsapp).toBe(siteDefaults().whatsapp);
    await refreshSiteConfig();
    expect(siteConfig()).toMatchObject({ whatsapp: '+5584988887777', facebookUrl: 'https://facebook.com/parque' });

    expect(await onlyAuditEntry(handle)).toMatchObject({
      actorLabel: 'Ana staff <staff@example.com>',
      action: 'site.update',
      subjectKind: 'site',
      subjectId: 'identity',
      before: { whatsapp: siteDefaults().whatsapp, facebookUrl: null },
      after: { whatsapp: '+5584988887777', facebookUrl: 'https://facebook.com/parque' },
    });
    const [row] = await handle.db.select().from(siteIdentity).where(eq(siteIdentity.id, 1));
    expect(row?.version).toBe(1);
  });

  it('refuses a save over a newer one (the version check), writing nothing', async () => {
    const first = { whatsapp: '(84) 98888-7777' };
    await save(first);
    await save({ ...first, version: '1', phone: '(84) 3333-4444' });
    // A second editor opened the form at version 1 and saves after the first editor's second save.
    await expect(save({ version: '1', whatsapp: '(84) 97777-6666' })).rejects.toMatchObject({
      message: 'adminSite.error.changedMeanwhile',
    });
    // Two saves from the same read at once: one is written, the other refused.
    const both = await Promise.allSettled([
      save({ ...first, version: '2', phone: '(84) 3333-4444', name: 'Primeiro' }),
      save({ ...first, version: '2', phone: '(84) 3333-4444', name: 'Segundo' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const [row] = await handle.db.select().from(siteIdentity);
    expect(row).toMatchObject({ version: 3, whatsapp: '+5584988887777', phone: '+558433334444' });
    expect(['Primeiro', 'Segundo']).toContain(row?.name);
    expect((await entries()).map((e) => e.action)).toEqual(['site.update', 'site.update', 'site.update']);
  });

  it('writes nothing when nothing differs', async () => {
    const version = await currentContentVersion();
    expect(await save({ whatsapp: siteDefaults().whatsapp, phone: siteDefaults().phone })).toEqual({ changed: false });
    expect(await entries()).toHaveLength(0);
    expect(await currentContentVersion()).toBe(version);
  });
});
