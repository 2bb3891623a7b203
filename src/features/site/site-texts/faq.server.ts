// What the staff do to the FAQ: add a question, edit its texts, move it up or down within its
// group, hide or show it. Each change is one transaction with its audit entry, and is refused when
// the question changed since the staff's page was read (the version check). Callers have checked
// the role (requireAdmin).
import { and, asc, desc, eq, gt, lt, max } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db, type Database } from '@/server/db/client';
import { faqQuestions, type FaqQuestionRow } from '@/server/db/schema';
import { submitOnce } from '@/server/forms/submissions';
import { refuse } from '@/server/refusal';
import type { FaqCreateInput, FaqMoveInput, FaqUpdateInput, FaqVisibilityInput } from './site-texts.schema';

const CHANGED_MEANWHILE = 'siteTexts.error.changedMeanwhile';
const TEXT_FIELDS = ['questionPt', 'answerPt', 'questionEn', 'answerEn'] as const;

/** A question's audit subject; its admin page is /admin/site/faq/<id> (src/lib/record-kinds.ts). */
const subject = (id: string) => ({ kind: 'site' as const, id: `faq-${id}` });

/** Every question, hidden ones too, in the order the site shows them (group, then position). */
export function listFaqQuestions(database: Database = db()): Promise<FaqQuestionRow[]> {
  return database.select().from(faqQuestions).orderBy(asc(faqQuestions.group), asc(faqQuestions.position));
}

export async function findFaqQuestion(id: string): Promise<FaqQuestionRow | undefined> {
  const [row] = await db().select().from(faqQuestions).where(eq(faqQuestions.id, id));
  return row;
}

/** The question at `version`, read in `tx`; refused when it is gone or changed since. */
async function current(tx: Database, id: string, version: number): Promise<FaqQuestionRow> {
  const [row] = await tx.select().from(faqQuestions).where(eq(faqQuestions.id, id));
  if (!row) refuse('NOT_FOUND', 'siteTexts.error.notFound');
  if (row.version !== version) refuse('CONFLICT', CHANGED_MEANWHILE);
  return row;
}

/** Writes `values` over the question if it is still at `version` (a save committed since is refused). */
async function write(tx: Database, row: FaqQuestionRow, values: Partial<typeof faqQuestions.$inferInsert>) {
  const written = await tx
    .update(faqQuestions)
    .set({ ...values, version: row.version + 1, updatedAt: new Date() })
    .where(and(eq(faqQuestions.id, row.id), eq(faqQuestions.version, row.version)))
    .returning({ id: faqQuestions.id });
  if (written.length === 0) refuse('CONFLICT', CHANGED_MEANWHILE);
}

/** Adds a question at the end of its group, shown at once; once per submission. */
export async function createFaqQuestion(actor: AuditActor, input: FaqCreateInput): Promise<{ id: string }> {
  const { submission, ...fields } = input;
  return submitOnce('faq.create', submission, async (tx) => {
    const [last] = await tx
      .select({ position: max(faqQuestions.position) })
      .from(faqQuestions)
      .where(eq(faqQuestions.group, fields.group));
    const [row] = await tx
      .insert(faqQuestions)
      .values({ ...fields, position: (last?.position ?? 0) + 1 })
      .returning({ id: faqQuestions.id });
    if (!row) throw new Error('createFaqQuestion: the insert returned no row');
    await recordAudit(tx, { actor, action: 'faq.create', subject: subject(row.id), before: null, after: fields });
    return { id: row.id };
  });
}

/** Saves the question's texts; the fields that differ are audited before and after. */
export async function updateFaqQuestion(actor: AuditActor, input: FaqUpdateInput): Promise<{ changed: boolean }> {
  return db().transaction(async (tx) => {
    const row = await current(tx, input.id, input.version);
    const changed = TEXT_FIELDS.filter((f) => row[f] !== input[f]);
    if (changed.length === 0) return { changed: false };
    const pick = (source: Pick<FaqQuestionRow, (typeof TEXT_FIELDS)[number]>) =>
      Object.fromEntries(changed.map((f) => [f, source[f]]));
    await write(tx, row, pick(input));
    await recordAudit(tx, {
      actor,
      action: 'faq.update',
      subject: subject(row.id),
      before: pick(row),
      after: pick(input),
    });
    return { changed: true };
  });
}

/** Swaps the question with its neighbour above or below in its group; at the end already, nothing moves. */
export async function moveFaqQuestion(actor: AuditActor, input: FaqMoveInput): Promise<{ moved: boolean }> {
  return db().transaction(async (tx) => {
    const row = await current(tx, input.id, input.version);
    const up = input.direction === 'up';
    const [neighbour] = await tx
      .select()
      .from(faqQuestions)
      .where(
        and(
          eq(faqQuestions.group, row.group),
          up ? lt(faqQuestions.position, row.position) : gt(faqQuestions.position, row.position),
        ),
      )
      .orderBy(up ? desc(faqQuestions.position) : asc(faqQuestions.position))
      .limit(1);
    if (!neighbour) return { moved: false };
    await write(tx, row, { position: neighbour.position });
    await tx.update(faqQuestions).set({ position: row.position }).where(eq(faqQuestions.id, neighbour.id));
    await recordAudit(tx, {
      actor,
      action: 'faq.move',
      subject: subject(row.id),
      before: { position: row.position },
      after: { position: neighbour.position },
    });
    return { moved: true };
  });
}

/** Hides the question from the site, or shows it again. */
export async function setFaqQuestionHidden(
  actor: AuditActor,
  input: FaqVisibilityInput,
): Promise<{ changed: boolean }> {
  const hidden = input.hidden === 'true';
  return db().transaction(async (tx) => {
    const row = await current(tx, input.id, input.version);
    if (row.hidden === hidden) return { changed: false };
    await write(tx, row, { hidden });
    await recordAudit(tx, {
      actor,
      action: hidden ? 'faq.hide' : 'faq.show',
      subject: subject(row.id),
      before: { hidden: row.hidden },
      after: { hidden },
    });
    return { changed: true };
  });
}
