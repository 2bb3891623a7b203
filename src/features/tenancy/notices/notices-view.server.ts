// Props for the notices pages: a tenant's person's list and one notice (opened: read), the staff's
// form and list with read counts, and a notice's readers.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { isUuid } from '@/lib/ids';
import { localizePath } from '@/lib/paths';
import { defineList, readPage } from '@/server/lists';
import { renderSafeMarkdown } from '@/server/safe-markdown';
import { MODULE_NUMBERS } from './notices.schema';
import {
  findNotice,
  noticePath,
  noticeReaders,
  noticeRecipientCount,
  openNotice,
  recipientNoticesQuery,
  staffNoticesQuery,
} from './notices.server';

const PAGE_SIZE = 20;

const KEYS = [
  'notices.title',
  'notices.intro',
  'notices.none',
  'notices.urgent',
  'notices.unread',
  'notices.back',
] as const satisfies readonly MessageKey[];

const ADMIN_KEYS = [
  'notices.urgent',
  'notices.admin.title',
  'notices.admin.new',
  'notices.admin.field.title',
  'notices.admin.field.body',
  'notices.admin.field.bodyHint',
  'notices.admin.field.urgency',
  'notices.admin.urgency.normal',
  'notices.admin.urgency.urgent',
  'notices.admin.field.audience',
  'notices.admin.audience.all',
  'notices.admin.audience.modules',
  'notices.admin.field.modules',
  'notices.admin.field.file',
  'notices.admin.field.fileHint',
  'notices.admin.optional',
  'notices.admin.publish',
  'notices.admin.list',
  'notices.admin.none',
  'notices.admin.readers',
  'notices.admin.noReaders',
  'notices.admin.col.name',
  'notices.admin.col.company',
  'notices.admin.col.when',
  'notices.admin.back',
] as const satisfies readonly MessageKey[];

/** Where a notice's attachment is downloaded (one path for both languages). */
const attachmentHref = (id: string) => `/api/notices/${id}`;

const recipientList = defineList({
  path: '/dashboard/notices',
  params: {},
  messages: { pages: 'notices.list.pages', previous: 'notices.list.previous', next: 'notices.list.next' },
});

/** A tenant's person's notices at `url`, newest first. */
export async function recipientNoticesProps(userId: string, url: URL, locale: Locale) {
  const params = recipientList.read(url.searchParams);
  const page = await readPage({ ...recipientNoticesQuery(userId), page: params.pagina, pageSize: PAGE_SIZE });
  return {
    labels: pick(locale, KEYS),
    rows: page.rows.map((n) => ({
      id: n.id,
      title: n.title,
      urgent: n.urgency === 'urgent',
      read: n.readAt !== null,
      when: formatDateTime(n.publishedAt, locale),
      iso: n.publishedAt.toISOString(),
      href: noticePath(locale, n.id),
    })),
    ...recipientList.view(locale, page, params),
  };
}

export type RecipientNoticesProps = Awaited<ReturnType<typeof recipientNoticesProps>>;

/** Notice `id` for `userId` (read, unless `headOnly`), or undefined when it was not sent to them. */
export async function recipientNoticeProps(userId: string, id: string, locale: Locale, { headOnly = false } = {}) {
  if (!isUuid(id)) return undefined;
  const notice = await openNotice(userId, id, { markRead: !headOnly });
  if (!notice) return undefined;
  return {
    labels: pick(locale, KEYS),
    backHref: localizePath(locale, '/dashboard/notices'),
    title: notice.title,
    urgent: notice.urgency === 'urgent',
    bodyHtml: renderSafeMarkdown(notice.body),
    published: translate(locale, 'notices.published', { when: formatDateTime(notice.publishedAt, locale) }),
    attachment: notice.attachmentName
      ? {
          href: attachmentHref(notice.id),
          label: translate(locale, 'notices.attachment', { name: notice.attachmentName }),
        }
      : undefined,
  };
}

export type RecipientNoticeProps = NonNullable<Awaited<ReturnType<typeof recipientNoticeProps>>>;

const staffList = defineList({
  path: '/admin/tenants/notices',
  params: {},
  messages: {
    countOne: 'notices.list.countOne',
    countOther: 'notices.list.countOther',
    pages: 'notices.list.pages',
    previous: 'notices.list.previous',
    next: 'notices.list.next',
  },
});

const audienceText = (modules: number[] | null, locale: Locale) =>
  modules
    ? translate(locale, 'notices.admin.audienceModules', { modules: modules.join(', ') })
    : translate(locale, 'notices.admin.audienceAll');

/** The staff's notices page at `url`: the form and every notice with its read count. */
export async function staffNoticesProps(url: URL, locale: Locale) {
  const params = staffList.read(url.searchParams);
  const page = await readPage({ ...staffNoticesQuery(), page: params.pagina, pageSize: PAGE_SIZE });
  return {
    labels: pick(locale, ADMIN_KEYS),
    modules: MODULE_NUMBERS.map((n) => ({
      value: String(n),
      label: translate(locale, 'notices.admin.module', { number: n }),
    })),
    rows: page.rows.map((n) => ({
      id: n.id,
      title: n.title,
      urgent: n.urgency === 'urgent',
      when: formatDateTime(n.publishedAt, locale),
      audience: audienceText(n.modules, locale),
      reads: translate(locale, 'notices.admin.reads', { read: n.read, total: n.total }),
      href: localizePath(locale, `/admin/tenants/notices/${n.id}`),
    })),
    ...staffList.view(locale, page, params),
  };
}

export type StaffNoticesProps = Awaited<ReturnType<typeof staffNoticesProps>>;

/**
 * The staff's page of notice `id` at `url`: the notice and a page of who has read it (?pagina=);
 * undefined when there is none.
 */
export async function staffNoticeProps(id: string, url: URL, locale: Locale) {
  if (!isUuid(id)) return undefined;
  const notice = await findNotice(id);
  if (!notice) return undefined;
  const readersList = defineList({
    path: `/admin/tenants/notices/${id}`,
    params: {},
    messages: {
      pages: 'notices.admin.readersPages',
      previous: 'notices.admin.readersPrevious',
      next: 'notices.admin.readersNext',
    },
  });
  const params = readersList.read(url.searchParams);
  const [readers, total] = await Promise.all([noticeReaders(id, params.pagina), noticeRecipientCount(id)]);
  const read = readers.exact
    ? readers.total
    : translate(locale, 'lists.moreThan', { text: new Intl.NumberFormat(locale).format(readers.total) });
  return {
    labels: pick(locale, ADMIN_KEYS),
    backHref: localizePath(locale, '/admin/tenants/notices'),
    title: notice.title,
    urgent: notice.urgency === 'urgent',
    bodyHtml: renderSafeMarkdown(notice.body),
    published: translate(locale, 'notices.published', { when: formatDateTime(notice.publishedAt, locale) }),
    audience: audienceText(notice.modules, locale),
    reads: translate(locale, 'notices.admin.reads', { read, total }),
    attachment: notice.attachmentName
      ? {
          href: attachmentHref(notice.id),
          label: translate(locale, 'notices.attachment', { name: notice.attachmentName }),
        }
      : undefined,
    readers: readers.rows.map((r) => ({
      id: r.userId,
      name: r.name,
      company: r.company ?? '—',
      when: formatDateTime(r.readAt, locale),
      iso: r.readAt.toISOString(),
    })),
    ...readersList.view(locale, readers, params),
  };
}

export type StaffNoticeProps = NonNullable<Awaited<ReturnType<typeof staffNoticeProps>>>;
