// Notices the staff publish to tenants: to every tenant, or to the tenants leasing chosen modules
// today. Publishing writes, in one transaction, the notice, a recipient row, a notification and an
// email (in their language) for each person of each tenant reached. A person reads only the
// notices sent to them; their first opening is kept once, for the staff's read receipts.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { notify } from '@/features/portal/notifications/notifications.server';
import { leaseCovers } from '@/features/tenancy/leases/tenancy.server';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { siteDay } from '@/lib/site-time';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_IMAGE_PIXELS } from '@/lib/upload-limits';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db, type Database } from '@/server/db/client';
import { leases, noticeReads, noticeRecipients, notices, tenantMembers, tenants, user } from '@/server/db/schema';
import { submitOnce } from '@/server/forms/submissions';
import { readPage } from '@/server/lists';
import { enqueueMail } from '@/server/mail';
import { refuse } from '@/server/refusal';
import { markdownPlainText } from '@/server/safe-markdown';
import { storage, type Storage } from '@/server/storage';
import { acceptUpload, safeFileName, type UploadRule } from '@/server/uploads';
import { noticeEmail } from './notice.email';
import type { PublishNoticeInput } from './notices.schema';

/** What an attachment may be: the kinds a browser shows, read from the bytes, pictures without their metadata. */
const ATTACHMENT_UPLOAD = {
  kinds: ['pdf', 'jpg', 'png', 'webp'],
  maxBytes: MAX_DOCUMENT_BYTES,
  tooLarge: 'notices.error.file',
  notAccepted: 'notices.error.file',
  image: { maxPixels: MAX_DOCUMENT_IMAGE_PIXELS },
} as const satisfies UploadRule<'pdf' | 'jpg' | 'png' | 'webp'>;

/** How much of a notice its notification shows. */
const EXCERPT_LENGTH = 200;

/** A recipient's page of a notice, in their language. */
export const noticePath = (locale: Locale, id: string) => localizePath(locale, `/dashboard/notices/${id}`);

const excerpt = (text: string) => {
  const chars = [...markdownPlainText(text)];
  return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH - 1).join('')}…` : chars.join('');
};

/**
 * The people of the tenants `modules` reach today (null: every tenant with a lease today), each
 * once, with their tenant.
 */
export function noticeAudience(modules: number[] | null, day = siteDay(new Date()), database: Database = db()) {
  const leased = database
    .selectDistinct({ tenantId: leases.tenantId })
    .from(leases)
    .where(and(leaseCovers(day), modules ? inArray(leases.moduleNumber, modules) : undefined));
  return database
    .select({
      userId: user.id,
      name: user.name,
      email: user.email,
      locale: user.locale,
      tenantId: tenantMembers.tenantId,
    })
    .from(tenantMembers)
    .innerJoin(user, eq(user.id, tenantMembers.userId))
    .where(inArray(tenantMembers.tenantId, leased))
    .orderBy(asc(user.id));
}

/** Publishes a notice to its audience (see above); once per submission. Returns its id and how many it reached. */
export async function publishNotice(
  staff: AuditActor,
  input: PublishNoticeInput,
  { files = storage(), now = new Date() }: { files?: Storage; now?: Date } = {},
) {
  const modules = input.audience === 'modules' ? (input.modules ?? []) : null;
  const people = await noticeAudience(modules, siteDay(now));
  if (people.length === 0) refuse('BAD_REQUEST', 'notices.error.noRecipients');
  const id = randomUUID();
  let attachment: { name: string; type: string; size: number; key: string } | null = null;
  if (input.file && input.file.size > 0) {
    const upload = await acceptUpload(new Uint8Array(await input.file.arrayBuffer()), ATTACHMENT_UPLOAD);
    attachment = {
      name: safeFileName(input.file.name, upload.kind, 'anexo'),
      type: upload.contentType,
      size: upload.bytes.byteLength,
      key: `notices/${id}`,
    };
    // The bytes first: a row never points at nothing.
    await files.put(attachment.key, upload.bytes, { contentType: upload.contentType });
  }
  try {
    const result = await submitOnce('notices.publish', input.submission, async (tx) => {
      await tx.insert(notices).values({
        id,
        title: input.title,
        body: input.body,
        urgency: input.urgency,
        modules,
        attachmentName: attachment?.name ?? null,
        attachmentType: attachment?.type ?? null,
        attachmentSize: attachment?.size ?? null,
        attachmentKey: attachment?.key ?? null,
        publishedBy: staff.id,
        publishedAt: now,
      });
      await tx
        .insert(noticeRecipients)
        .values(people.map((p) => ({ noticeId: id, userId: p.userId, tenantId: p.tenantId, publishedAt: now })));
      const text = excerpt(input.body);
      for (const person of people) {
        const locale: Locale = isLocale(person.locale) ? person.locale : defaultLocale;
        await notify(tx, person.userId, locale, {
          title: input.urgency === 'urgent' ? 'notices.notify.urgentTitle' : 'notices.notify.title',
          text,
          params: { title: input.title },
          link: noticePath(locale, id),
        });
        await enqueueMail(
          tx,
          noticeEmail(
            { title: input.title, body: input.body, urgent: input.urgency === 'urgent', page: noticePath(locale, id) },
            person,
          ),
          { cause: { kind: 'notice', id } },
        );
      }
      await recordAudit(tx, {
        actor: staff,
        action: 'notice.publish',
        subject: { kind: 'notice', id },
        after: { title: input.title, urgency: input.urgency, modules, recipients: people.length },
      });
      return { id, recipients: people.length };
    });
    if (attachment && result.id !== id) await files.delete(attachment.key);
    return result;
  } catch (error) {
    if (attachment) await files.delete(attachment.key);
    throw error;
  }
}

const listed = {
  id: notices.id,
  title: notices.title,
  urgency: notices.urgency,
  attachmentName: notices.attachmentName,
  publishedAt: notices.publishedAt,
};

/** The notices sent to `userId`, newest first, with whether they read each (a page of the list's). */
export function recipientNoticesQuery(userId: string) {
  return {
    rows: db()
      .select({ ...listed, readAt: noticeReads.readAt })
      .from(noticeRecipients)
      .innerJoin(notices, eq(notices.id, noticeRecipients.noticeId))
      .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId)))
      .$dynamic(),
    where: eq(noticeRecipients.userId, userId),
    orderBy: [desc(noticeRecipients.publishedAt), desc(noticeRecipients.noticeId)],
  };
}

/**
 * Notice `id` as `userId` reads it, or undefined when it was not sent to them. `markRead` keeps
 * their first opening (one row per person and notice; opening again changes nothing).
 */
export async function openNotice(userId: string, id: string, { markRead }: { markRead: boolean }) {
  const [found] = await db()
    .select({ notice: notices })
    .from(noticeRecipients)
    .innerJoin(notices, eq(notices.id, noticeRecipients.noticeId))
    .where(and(eq(noticeRecipients.noticeId, id), eq(noticeRecipients.userId, userId)));
  if (!found) return undefined;
  if (markRead) await db().insert(noticeReads).values({ noticeId: id, userId }).onConflictDoNothing();
  return found.notice;
}

/** Notice `id`'s attachment, for one of its recipients or the staff; undefined for anyone else. */
export async function readableAttachment(viewer: { id: string; staff: boolean } | null, id: string) {
  if (!viewer) return undefined;
  const [found] = await db()
    .select({ name: notices.attachmentName, type: notices.attachmentType, key: notices.attachmentKey })
    .from(notices)
    .where(
      and(
        eq(notices.id, id),
        viewer.staff
          ? undefined
          : sql`EXISTS (SELECT 1 FROM ${noticeRecipients} WHERE ${noticeRecipients.noticeId} = ${notices.id} AND ${noticeRecipients.userId} = ${viewer.id})`,
      ),
    );
  return found?.key && found.name && found.type ? { name: found.name, type: found.type, key: found.key } : undefined;
}

/** The staff's list: every notice, newest first, with how many it reached and how many read it. */
export function staffNoticesQuery() {
  return {
    rows: db()
      .select({
        ...listed,
        modules: notices.modules,
        total: sql<number>`(SELECT count(*)::int FROM ${noticeRecipients} WHERE ${noticeRecipients.noticeId} = ${notices.id})`,
        read: sql<number>`(SELECT count(*)::int FROM ${noticeReads} WHERE ${noticeReads.noticeId} = ${notices.id})`,
      })
      .from(notices)
      .$dynamic(),
    orderBy: [desc(notices.publishedAt), desc(notices.id)],
  };
}

export async function findNotice(id: string) {
  const [found] = await db().select().from(notices).where(eq(notices.id, id));
  return found;
}

export const READERS_PAGE_SIZE = 50;

/** Page `page` of who has read notice `id` (name, company, when), in reading order. */
export function noticeReaders(id: string, page: number) {
  return readPage({
    rows: db()
      .select({ userId: noticeReads.userId, name: user.name, company: tenants.name, readAt: noticeReads.readAt })
      .from(noticeReads)
      .innerJoin(user, eq(user.id, noticeReads.userId))
      .leftJoin(
        noticeRecipients,
        and(eq(noticeRecipients.noticeId, noticeReads.noticeId), eq(noticeRecipients.userId, noticeReads.userId)),
      )
      .leftJoin(tenants, eq(tenants.id, noticeRecipients.tenantId))
      .$dynamic(),
    where: eq(noticeReads.noticeId, id),
    orderBy: [asc(noticeReads.readAt), asc(noticeReads.userId)],
    page,
    pageSize: READERS_PAGE_SIZE,
  });
}

/** How many people notice `id` reached. */
export async function noticeRecipientCount(id: string) {
  const [row] = await db().select({ n: count() }).from(noticeRecipients).where(eq(noticeRecipients.noticeId, id));
  return row?.n ?? 0;
}
