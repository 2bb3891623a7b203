// The Security section's data: the customer's active sessions (read here; Better Auth ends them)
// and the emails that tell the customer a password or email change happened.
import { and, desc, eq, gt } from 'drizzle-orm';
import { translate, type MessageKey, type MessageParams } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { config } from '@/server/config';
import { db } from '@/server/db/client';
import { session } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail';

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
export interface NoticeUser {
  id: string;
  email: string;
  name: string;
  locale?: unknown;
}

async function queueNotice(
  user: NoticeUser,
  subject: MessageKey,
  text: MessageKey,
  params: (locale: Locale) => MessageParams,
) {
  const locale = isLocale(user.locale) ? user.locale : defaultLocale;
  const values = {
    name: user.name,
    reset: `${config().publicSiteUrl}${localizePath(locale, '/forgot-password')}`,
    ...params(locale),
  };
  await db().transaction(async (tx) => {
    await enqueueMail(
      tx,
      { to: user.email, subject: translate(locale, subject), text: translate(locale, text, values) },
      { cause: { kind: 'user', id: user.id } },
    );
  });
}

/** Tells the customer their password was changed (and how to take the account back if not by them). */
export function queuePasswordChangedNotice(user: NoticeUser, now = new Date()) {
  return queueNotice(user, 'security.mail.password.subject', 'security.mail.password.text', (locale) => ({
    time: formatDateTime(now, locale),
  }));
}

/** Tells the current address that a change to `newEmail` was asked for (it happens only once confirmed). */
export function queueEmailChangeNotice(user: NoticeUser, newEmail: string) {
  return queueNotice(user, 'security.mail.email.subject', 'security.mail.email.text', () => ({ newEmail }));
}
