// Props for the admin leads pages, built from the request (search, page) and the inbox queries.
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { mailStateKey } from '@/lib/statuses/labels';
import { useTranslations } from '@/i18n/translate';
import { INBOX_PAGE_SIZE, listInboxLeads, type InboxLead } from './leads-inbox.server';
import { formatDateTime } from '@/lib/format';

export interface LeadView {
  id: string;
  href: string;
  receivedAt: string;
  fullName: string;
  email: string;
  phone: string;
  module: string | null;
  message: string | null;
  delivery: string;
  deliveryState: InboxLead['delivery'];
  details: string[];
  page: string;
  locale: string;
}

export function leadView(lead: InboxLead, locale: Locale): LeadView {
  const t = useTranslations(locale);
  const details = [t('admin.leads.attempts', { n: lead.deliveryAttempts })];
  if (lead.deliveryError) details.push(t('admin.leads.lastError', { error: lead.deliveryError }));
  return {
    id: lead.id,
    href: localizePath(locale, `/admin/leads/${lead.id}`),
    receivedAt: formatDateTime(lead.createdAt, locale),
    fullName: lead.fullName,
    email: lead.email,
    phone: lead.phone,
    module: lead.moduleNumber === null ? null : t('admin.leads.moduleLabel', { n: lead.moduleNumber }),
    message: lead.message,
    delivery: lead.delivery === 'none' ? t('admin.delivery.none') : t(mailStateKey(lead.delivery)),
    deliveryState: lead.delivery,
    details,
    page: lead.page,
    locale: lead.locale,
  };
}

export async function inboxPageProps(url: URL, locale: Locale) {
  const query = (url.searchParams.get('q') ?? '').slice(0, 200);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const { leads, total } = await listInboxLeads({ query, offset: (page - 1) * INBOX_PAGE_SIZE });
  const pageHref = (n: number) => {
    const params = new URLSearchParams();
    if (query) params.set('q', query);
    if (n > 1) params.set('page', String(n));
    const search = params.toString();
    return `${localizePath(locale, '/admin')}${search ? `?${search}` : ''}`;
  };
  const csvParams = query ? `?${new URLSearchParams({ q: query })}` : '';
  return {
    query,
    total,
    leads: leads.map((lead) => leadView(lead, locale)),
    csvHref: `${localizePath(locale, '/admin/leads.csv')}${csvParams}`,
    previousHref: page > 1 ? pageHref(page - 1) : null,
    nextHref: page * INBOX_PAGE_SIZE < total ? pageHref(page + 1) : null,
  };
}

export function inboxLabels(locale: Locale, total: number) {
  const t = useTranslations(locale);
  return {
    title: t('admin.leads.title'),
    intro: t('admin.leads.intro'),
    search: t('admin.leads.search'),
    searchLabel: t('admin.leads.searchLabel'),
    export: t('admin.leads.export'),
    count: t('admin.leads.count', { count: total }),
    empty: t('admin.leads.empty'),
    noMessage: t('admin.leads.noMessage'),
    open: t('admin.leads.open'),
    previous: t('admin.leads.previous'),
    next: t('admin.leads.next'),
    columns: {
      date: t('admin.leads.col.date'),
      name: t('admin.leads.col.name'),
      email: t('admin.leads.col.email'),
      phone: t('admin.leads.col.phone'),
      module: t('admin.leads.col.module'),
      message: t('admin.leads.col.message'),
      delivery: t('admin.leads.col.delivery'),
    },
  };
}

export function detailLabels(locale: Locale) {
  const t = useTranslations(locale);
  return {
    back: t('admin.leads.back'),
    email: t('admin.leads.col.email'),
    phone: t('admin.leads.col.phone'),
    module: t('admin.leads.col.module'),
    message: t('admin.leads.col.message'),
    noMessage: t('admin.leads.noMessage'),
    delivery: t('admin.leads.col.delivery'),
    page: t('admin.leads.page'),
    locale: t('admin.leads.locale'),
    date: t('admin.leads.col.date'),
  };
}
