// Props for the outbox pages, with every label and date already in the page's language.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { isRecordKind, recordAdminPath, recordKindKey } from '@/lib/record-kinds';
import { MAIL_STATES, type MailState } from '@/lib/statuses/job';
import { mailStateKey } from '@/lib/statuses/labels';
import { getMail } from '@/server/mail';
import { countOutbox, listOutbox, MAIL_PAGE_SIZE, type MailFilters, type OutboxMail } from './mail-outbox.server';

export const MAIL_KEYS = [
  'adminMail.title',
  'adminMail.intro',
  'adminMail.filter.label',
  'adminMail.filter.state',
  'adminMail.filter.anyState',
  'adminMail.filter.q',
  'adminMail.filter.submit',
  'adminMail.filter.clear',
  'adminMail.col.cause',
  'adminMail.col.to',
  'adminMail.col.subject',
  'adminMail.col.state',
  'adminMail.col.attempts',
  'adminMail.col.lastError',
  'adminMail.col.date',
  'adminMail.list.empty',
  'adminMail.list.previous',
  'adminMail.list.next',
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

/** Filters from the query string (?estado=&q=&pagina=); none by default. */
function mailFilters(params: URLSearchParams) {
  const state = params.get('estado') ?? '';
  const filters: MailFilters = {
    state: MAIL_STATES.includes(state as MailState) ? (state as MailState) : undefined,
    query: params.get('q')?.normalize('NFC').trim().slice(0, 100) || undefined,
  };
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('pagina') ?? '1', 10) || 1));
  return { filters, page };
}

function filtersQuery(filters: MailFilters, page: number) {
  const q = new URLSearchParams();
  if (filters.state) q.set('estado', filters.state);
  if (filters.query) q.set('q', filters.query);
  if (page > 1) q.set('pagina', String(page));
  const search = q.toString();
  return search ? `?${search}` : '';
}

/** The outbox page at `url`: filters and one page of emails, newest first. */
export async function mailListProps(url: URL, locale: Locale) {
  const { filters, page } = mailFilters(url.searchParams);
  const total = await countOutbox(filters);
  const pages = Math.max(1, Math.ceil(total / MAIL_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = await listOutbox(filters, (current - 1) * MAIL_PAGE_SIZE);
  const base = localizePath(locale, '/admin/mail');
  const href = (n: number) => `${base}${filtersQuery(filters, n)}`;
  return {
    labels: pick(locale, MAIL_KEYS),
    action: base,
    filters: { state: filters.state ?? '', query: filters.query ?? '' },
    stateOptions: MAIL_STATES.map((s) => ({ value: s, label: translate(locale, mailStateKey(s)) })),
    countText: translate(locale, total === 1 ? 'adminMail.list.countOne' : 'adminMail.list.countOther', {
      count: total,
    }),
    pagesText: pages > 1 ? translate(locale, 'adminMail.list.pages', { page: current, pages }) : undefined,
    previous: current > 1 ? href(current - 1) : undefined,
    next: current < pages ? href(current + 1) : undefined,
    clearHref: filters.state || filters.query ? base : undefined,
    rows: rows.map((row) => mailView(row, locale)),
  };
}

export type MailListProps = Awaited<ReturnType<typeof mailListProps>>;

/** One email as it was sent, or null (a malformed or unknown id). */
export async function mailDetailProps(id: string, locale: Locale) {
  const mail = await getMail(id);
  if (!mail) return null;
  return {
    labels: pick(locale, MAIL_KEYS),
    backHref: localizePath(locale, '/admin/mail'),
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
