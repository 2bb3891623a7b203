// How every *.email.ts makes its message: the lines once, the text part and the HTML part (the
// shared layout) from them, in the recipient's language, and whether the email is transactional.
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { config } from '@/server/config';
import { siteConfig } from '@/server/site-config';
import { mailLayout } from './layout';
import { asMailText, isAbsoluteUrl, mailTranslator, type MailLine, type MailText } from './mail-text';
import type { AttachmentRef, MailAttachment, MailMessage } from './message';

/**
 * Whether the recipient can opt out. Transactional: the recipient's own action or relationship
 * calls for the email (a sign-up, a reset, their shipment, their charge, a reply to them).
 * Anything else must say where one click unsubscribes (List-Unsubscribe, RFC 8058).
 */
export type MailAudience = { transactional: true } | { transactional: false; unsubscribeUrl: string };

export type MailContent = MailAudience & {
  to: string;
  subject: string;
  /** The recipient's language: the HTML's `lang` and the link home. */
  locale: Locale;
  lines: readonly MailLine[];
  replyTo?: string;
  attachments?: MailAttachment[];
  attachmentRefs?: AttachmentRef[];
};

/** Who an email goes to: their address, their name and their stored language (any value: see recipientLocale). */
export interface MailRecipient {
  email: string;
  name: string;
  locale?: unknown;
}

/** The account's stored language, or the site's default. */
export const recipientLocale = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale);

export function composeMail(content: MailContent): MailMessage {
  if (!content.transactional && !isAbsoluteUrl(content.unsubscribeUrl))
    throw new Error(`An unsubscribe address must be absolute: ${content.unsubscribeUrl}`);
  const lines = content.lines.filter((line) => line !== undefined && line !== null && line !== false).map(asMailText);
  const html = mailLayout({
    locale: content.locale,
    subject: content.subject,
    siteName: siteConfig().name,
    homeUrl: `${config().publicSiteUrl}${localizePath(content.locale, '/')}`,
    body: lines.map((line) => line.html).join('\n'),
  });
  return {
    to: content.to,
    subject: content.subject,
    text: lines.map((line) => line.text).join('\n'),
    html,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    ...(content.attachments ? { attachments: content.attachments } : {}),
    ...(content.attachmentRefs?.length ? { attachmentRefs: content.attachmentRefs } : {}),
    ...(content.transactional ? {} : { unsubscribeUrl: content.unsubscribeUrl }),
  };
}

/**
 * A transactional email to one account, in the account's language: `write` gives the subject and
 * the lines from the translator and the locale.
 */
export function accountMail(
  to: Omit<MailRecipient, 'name'>,
  write: (t: ReturnType<typeof mailTranslator>, locale: Locale) => { subject: MailText; lines: readonly MailLine[] },
): MailMessage {
  const locale = recipientLocale(to.locale);
  const { subject, ...content } = write(mailTranslator(locale), locale);
  return composeMail({ transactional: true, to: to.email, locale, subject: subject.text, ...content });
}
