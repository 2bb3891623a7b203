// Props for the outbox pages, with every label and date already in the page's language.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { isRecordKind, recordAdminPath, recordKindKey } from '@/lib/record-kinds';
import { MAIL_STATES } from '@/lib/statuses/job';
import { mailStateKey } from '@/lib/statuses/labels';
import { getMail } from '@/server/mail';
import { defineList, oneOf, searchText } from '@/server/lists';
import { outboxPage, type OutboxMail } from './mail-outbox.server';

export const MAIL_KEYS = [
  'adminMail.title',
  'adminMail.intro',
  'adminMail.filter.state',
  'adminMail.filter.anyState',
  'adminMail.filter.q',
  'adminMail.col.cause',
  'adminMail.col.to',
  'adminMail.col.subject',
  'adminMail.col.state',
  'adminMail.col.attempts',
  'adminMail.col.lastError',
  'adminMail.col.date',
  'adminMail.list.empty',
  'adminMail.back',
  'adminMail.detail.replyTo',
  'adminMail.detail.finished',
  'adminMail.detail.text',
  'adminMail.detail.html',
  'adminMail.detail.noError',
  'adminMail.retry.title',
  'adminMail.retry.hint',
  'adminMail.retry.submit',
] as const satisfies readonly MessageKey[];

export type MailLabels = Record<(typeof MAIL_KEYS)[number], string>;

const ERROR_PREVIEW_LENGTH = 80;

/** The record that caused the email: its kind's name (any other kind as stored) and its admin page. */
function causeView(kind: string | null, id: string | null, locale: Locale) {
  const label = !kind
    ? translate(locale, 'adminMail.cause.none')
    : isRecordKind(kind)
      ? translate(locale, recordKindKey(kind))
      : kind;
  const path = recordAdminPath(kind, id);
  return { label, href: path && localizePath(locale, path) };
}

function mailView(row: OutboxMail, locale: Locale) {
  const error = row.lastError ?? undefined;
  return {
    id: row.id,
    href: localizePath(locale, `/admin/mail/${row.id}`),
    to: row.to,
    subject: row.subject,
    cause: causeView(row.causeKind, row.causeId, locale),
    state: row.mailState,
    stateLabel: translate(locale, mailStateKey(row.mailState)),
    attempts: row.attempts,
    lastError: error,
    lastErrorPreview:
      error && error.length > ERROR_PREVIEW_LENGTH ? `${error.slice(0, ERROR_PREVIEW_LENGTH - 1)}…` : error,
    date: formatDateTime(row.createdAt, locale),
  };
}

export type MailRowView = ReturnType<typeof mailView>;

/** The outbox: ?estado=&q=&pagina=; none by default. */
const outboxList = defineList({
  path: '/admin/mail',
  params: { estado: oneOf(MAIL_STATES), q: searchText() },
  messages: {
    countOne: 'adminMail.list.countOne',
    countOther: 'adminMail.list.countOther',
    pages: 'adminMail.list.pages',
    previous: 'adminMail.list.previous',
    next: 'adminMail.list.next',
    filter: 'adminMail.filter.label',
  },
});

/** The outbox page at `url`: filters and one page of emails, newest first. */
export async function mailListProps(url: URL, locale: Locale) {
  const params = outboxList.read(url.searchParams);
  const page = await outboxPage({ state: params.estado, query: params.q }, params.pagina);
  return {
    labels: pick(locale, MAIL_KEYS),
    filters: { state: params.estado ?? '', query: params.q ?? '' },
    stateOptions: MAIL_STATES.map((s) => ({ value: s, label: translate(locale, mailStateKey(s)) })),
    ...outboxList.view(locale, page, params),
    rows: page.rows.map((row) => mailView(row, locale)),
  };
}

export type MailListProps = Awaited<ReturnType<typeof mailListProps>>;

/** One email as it was sent, or null (a malformed or unknown id). */
export async function mailDetailProps(id: string, locale: Locale) {
  const mail = await getMail(id);
  if (!mail) return null;
  return {
    labels: pick(locale, MAIL_KEYS),
    backHref: outboxList.href(locale),
    mail: {
      ...mailView(mail, locale),
      text: mail.text,
      hasHtml: Boolean(mail.html),
      replyTo: mail.replyTo ?? undefined,
      finished: mail.finishedAt ? formatDateTime(mail.finishedAt, locale) : undefined,
    },
  };
}

export type MailDetailProps = NonNullable<Awaited<ReturnType<typeof mailDetailProps>>>;
