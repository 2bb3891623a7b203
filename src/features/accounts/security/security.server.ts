// The Security section's data: the customer's active sessions (read here; Better Auth ends them)
// and the emails that tell the customer a password or email change happened.
import { and, desc, eq, gt } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { session } from '@/server/db/schema';
import { enqueueMail, type MailMessage, type MailRecipient } from '@/server/mail';
import { emailChangeNoticeEmail } from './email-change-notice.email';
import { passwordChangedEmail } from './password-changed.email';

export interface ActiveSession {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

/** The user's sessions that have not expired, the most recently used first. */
export function listActiveSessions(userId: string, now = new Date()): Promise<ActiveSession[]> {
  return db()
    .select({
      id: session.id,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt), desc(session.createdAt));
}

/** The token Better Auth ends a session by, for one of the user's own sessions only. */
export async function sessionToken(userId: string, sessionId: string): Promise<string | undefined> {
  const [row] = await db()
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)));
  return row?.token;
}

/** Who a security notice goes to: the account as it is now. */
export interface NoticeUser extends MailRecipient {
  id: string;
}

async function queueNotice(user: NoticeUser, message: MailMessage) {
  await db().transaction(async (tx) => {
    await enqueueMail(tx, message, { cause: { kind: 'user', id: user.id } });
  });
}

/** Tells the customer their password was changed (and how to take the account back if not by them). */
export function queuePasswordChangedNotice(user: NoticeUser, now = new Date()) {
  return queueNotice(user, passwordChangedEmail({ at: now }, user));
}

/** Tells the current address that a change to `newEmail` was asked for (it happens only once confirmed). */
export function queueEmailChangeNotice(user: NoticeUser, newEmail: string) {
  return queueNotice(user, emailChangeNoticeEmail({ newEmail }, user));
}
