import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntries } from '@/features/operations/audit/audit-log.test-support';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import { validateForm } from '@/lib/forms/validate-form';
import { z } from '@/lib/forms/zod';
import { currentContentVersion } from '@/server/content-version';
import type { DatabaseHandle } from '@/server/db/client';
import { faqQuestions } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import {
  createFaqQuestion,
  listFaqQuestions,
  moveFaqQuestion,
  setFaqQuestionHidden,
  updateFaqQuestion,
} from './faq.server';
import { publicFaq } from './public-faq.server';
import { faqCreateSchema, faqMoveSchema, faqUpdateSchema, faqVisibilitySchema } from './site-texts.schema';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['audit_log', 'user']);
beforeEach(async () => {
  // The freight questions come from the migration and stay; each test adds its own condominium ones.
  await handle.db.execute(sql`DELETE FROM faq_questions WHERE "group" = 'condominium'`);
  await addUser(handle, 'staff', { role: 'admin', name: 'Ana staff' });
});

const staff = { id: 'staff', name: 'Ana staff', email: 'staff@example.com' };
const TEXTS = {
  questionPt: 'O condomínio tem portaria 24 horas?',
  answerPt: 'Sim, com **controle de acesso**.',
  questionEn: 'Is the gate staffed around the clock?',
  answerEn: 'Yes, with **access control**.',
};
const add = (texts: Partial<typeof TEXTS> = {}) =>
  createFaqQuestion(staff, z.parse(faqCreateSchema, { group: 'condominium', ...TEXTS, ...texts }));
const row = async (id: string) => (await handle.db.select().from(faqQuestions).where(eq(faqQuestions.id, id)))[0]!;
const condoOrder = async () =>
  (await listFaqQuestions()).filter((q) => q.group === 'condominium').map((q) => q.questionPt);
const move = async (id: string, direction: 'up' | 'down', version?: number) =>
  moveFaqQuestion(
    staff,
    z.parse(faqMoveSchema, { id, direction, version: String(version ?? (await row(id)).version) }),
  );
const entries = () => auditEntries(handle);
const messages = (schema: Parameters<typeof validateForm>[0], input: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(input)) data.set(k, v);
  return validateForm(schema, data);
};

describe('the FAQ forms', () => {
  it('need every text in both languages, within its length, and a group', () => {
    expect(messages(faqCreateSchema, { group: 'condominium', ...TEXTS })).toEqual({});
    expect(
      messages(faqCreateSchema, { group: 'other', ...TEXTS, questionEn: ' ', answerPt: 'x'.repeat(4001) }),
    ).toEqual({
      group: 'siteTexts.error.group',
      questionEn: 'siteTexts.error.required',
      answerPt: 'siteTexts.error.answerTooLong',
    });
    // An answer keeps its line breaks; a question may not hold one.
    expect(messages(faqCreateSchema, { group: 'freight', ...TEXTS, answerPt: 'a\nb', questionPt: 'a\u0000b' })).toEqual(
      {
        questionPt: 'common.error.invalidCharacters',
      },
    );
    expect(messages(faqUpdateSchema, { id: 'x', version: 'v', ...TEXTS })).toMatchObject({
      id: 'common.error.invalidCharacters',
      version: 'siteTexts.error.changedMeanwhile',
    });
  });
});

describe(`staff edits of the FAQ on ${testEngine}`, () => {
  it('starts with the freight FAQ’s ten questions in both languages, as the site showed them', async () => {
    const [pt, en] = await Promise.all([publicFaq('pt-BR'), publicFaq('en')]);
    expect(pt.freight).toHaveLength(10);
    expect(en.freight).toHaveLength(10);
    expect(pt.condominium).toEqual([]);
    expect(pt.freight[0]?.question).toBe('Como posso rastrear meu envio?');
    expect(en.freight[9]?.question).toBe('What are your customer support hours?');
    // Links in the English answers go to the English pages.
    expect(pt.freight[0]?.answerHtml).toContain('<a href="/contact">nossos escritórios</a>');
    expect(en.freight[0]?.answerHtml).toContain('href="/en/contact"');
    expect(en.freight[0]?.answerText).not.toMatch(/[[\]()]/);
    // Every link goes to a page of the site in the answer's language.
    for (const [faq, pages] of [
      [pt, ['/contact', '/services']],
      [en, ['/en/contact', '/en/services']],
    ] as const) {
      const hrefs = faq.freight.flatMap((q) => [...q.answerHtml.matchAll(/href="([^"]+)"/g)].map((m) => m[1]));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(pages).toContain(href);
    }
  });

  it('adds a question at the end of its group, audited, and the site shows it in each language', async () => {
    const version = await currentContentVersion();
    await add({ questionPt: 'Primeira?' });
    const { id } = await add({
      questionPt: 'Segunda?',
      answerPt: '<script>alert(1)</script> [x](javascript:alert(2))',
    });
    expect(BigInt(await currentContentVersion())).toBeGreaterThan(BigInt(version));
    expect(await condoOrder()).toEqual(['Primeira?', 'Segunda?']);
    const [pt, en] = await Promise.all([publicFaq('pt-BR'), publicFaq('en')]);
    expect(pt.condominium.map((q) => q.question)).toEqual(['Primeira?', 'Segunda?']);
    expect(en.condominium[1]).toMatchObject({
      id,
      question: TEXTS.questionEn,
      answerHtml: '<p>Yes, with <strong>access control</strong>.</p>',
    });
    expect(pt.condominium[1]?.answerHtml).not.toMatch(/<script|<a /);
    const [, entry] = await entries();
    expect(entry).toMatchObject({
      action: 'faq.create',
      subjectKind: 'site',
      subjectId: `faq-${id}`,
      actorLabel: 'Ana staff <staff@example.com>',
      before: null,
      after: { group: 'condominium', questionPt: 'Segunda?', questionEn: TEXTS.questionEn },
    });
  });

  it('saves edited texts with their before and after, and refuses a save over a newer one', async () => {
    const { id } = await add();
    const edit = (version: string, texts: Partial<typeof TEXTS>) =>
      updateFaqQuestion(staff, z.parse(faqUpdateSchema, { id, version, ...TEXTS, ...texts }));
    expect(await edit('1', {})).toEqual({ changed: false });
    expect(await edit('1', { answerEn: 'Yes.' })).toEqual({ changed: true });
    // A second editor read version 1 too.
    await expect(edit('1', { answerEn: 'No.' })).rejects.toMatchObject({ message: 'siteTexts.error.changedMeanwhile' });
    // Two saves from the same read at once: one is written, the other refused.
    const both = await Promise.allSettled([
      edit('2', { answerEn: 'Yes.', answerPt: 'A' }),
      edit('2', { answerEn: 'Yes.', answerPt: 'B' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await row(id)).toMatchObject({ version: 3, answerEn: 'Yes.' });
    const audit = (await entries()).filter((e) => e.action === 'faq.update');
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ before: { answerEn: TEXTS.answerEn }, after: { answerEn: 'Yes.' } });
  });

  it('moves a question up and down within its group; at the end it stays', async () => {
    const a = await add({ questionPt: 'A?' });
    await add({ questionPt: 'B?' });
    const c = await add({ questionPt: 'C?' });
    expect(await move(c.id, 'up')).toEqual({ moved: true });
    expect(await condoOrder()).toEqual(['A?', 'C?', 'B?']);
    expect(await move(a.id, 'up')).toEqual({ moved: false });
    expect(await move(a.id, 'down')).toEqual({ moved: true });
    expect(await condoOrder()).toEqual(['C?', 'A?', 'B?']);
    // A move from a page read before the last one is refused.
    await expect(move(a.id, 'down', 1)).rejects.toMatchObject({ message: 'siteTexts.error.changedMeanwhile' });
    expect(await condoOrder()).toEqual(['C?', 'A?', 'B?']);
    // The freight questions kept their order.
    expect((await publicFaq('pt-BR')).freight[0]?.question).toBe('Como posso rastrear meu envio?');
    expect((await entries()).filter((e) => e.action === 'faq.move').map((e) => [e.before, e.after])).toEqual([
      [{ position: 3 }, { position: 2 }],
      [{ position: 1 }, { position: 2 }],
    ]);
  });

  it('hides a question from the site and shows it again, audited', async () => {
    const { id } = await add();
    const visibility = async (hidden: boolean) =>
      setFaqQuestionHidden(
        staff,
        z.parse(faqVisibilitySchema, { id, hidden: String(hidden), version: String((await row(id)).version) }),
      );
    expect(await visibility(true)).toEqual({ changed: true });
    expect((await publicFaq('en')).condominium).toEqual([]);
    expect(await condoOrder()).toEqual([TEXTS.questionPt]);
    expect(await visibility(true)).toEqual({ changed: false });
    expect(await visibility(false)).toEqual({ changed: true });
    expect((await publicFaq('en')).condominium).toHaveLength(1);
    expect((await entries()).map((e) => [e.action, e.before, e.after])).toEqual([
      ['faq.create', null, expect.any(Object)],
      ['faq.hide', { hidden: false }, { hidden: true }],
      ['faq.show', { hidden: true }, { hidden: false }],
    ]);
  });

  it('refuses a change to a question that is gone', async () => {
    const { id } = await add();
    await handle.db.delete(faqQuestions).where(eq(faqQuestions.id, id));
    await expect(move(id, 'up', 1)).rejects.toMatchObject({ message: 'siteTexts.error.notFound' });
  });
});
