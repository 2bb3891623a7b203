// Props for the admin overview: each group of numbers with its heading, and each number with what
// it counts and the link to the list behind it, in the page's language.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatCount } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { leadStatusKey, moduleStatusKey, shipmentStatusKey } from '@/lib/statuses/labels';
import { overviewCounts, type Week } from './overview.server';
import { LATE_ONLY, NO_MODULE } from '@/features/sales/leads';

export const OVERVIEW_KEYS = ['adminOverview.title', 'adminOverview.intro'] as const satisfies readonly MessageKey[];

export interface OverviewItem {
  /** What it counts, short ('Novo', 'Clientes'). */
  label: string;
  count: number;
  countText: string;
  href: string;
  /** A number that asks for action (late leads): shown in red while above zero. */
  alert?: boolean;
}

export interface OverviewGroup {
  id: string;
  title: string;
  items: OverviewItem[];
  /** Shown instead of the items when there are none. */
  empty?: string;
}

const query = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

/** The overview at `now` in `locale`. */
export async function overviewProps(locale: Locale, now: Date) {
  const counts = await overviewCounts(now);
  const t = (key: MessageKey, params?: Record<string, string>) => translate(locale, key, params);
  const item = (
    label: string,
    count: number,
    path: string,
    params: Record<string, string | number> = {},
  ): OverviewItem => ({
    label,
    count,
    countText: formatCount(count, locale),
    href: `${localizePath(locale, path)}${Object.keys(params).length ? query(params) : ''}`,
  });
  const dayMonth = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const shortDay = (day: string) => dayMonth.format(new Date(`${day}T00:00:00Z`));
  const week = (key: MessageKey, w: Week & { count: number }) =>
    item(t(key, { from: shortDay(w.from), to: shortDay(w.to) }), w.count, '/admin/leads', { de: w.from, ate: w.to });
  /** One number per value of a status, each linking to the list filtered on it. */
  const byValue = <V extends string>(
    rows: { value: V; count: number }[],
    label: (value: V) => MessageKey,
    path: string,
    param: string,
  ) => rows.map((s) => item(t(label(s.value)), s.count, path, { [param]: s.value }));
  const group = (id: string, title: MessageKey, items: OverviewItem[], empty?: MessageKey): OverviewGroup => ({
    id,
    title: t(title),
    items,
    ...(empty ? { empty: t(empty) } : {}),
  });
  const { leadsByModule } = counts;
  const groups: OverviewGroup[] = [
    group('novos-contatos', 'adminOverview.group.newLeads', [
      week('adminOverview.thisWeek', counts.newLeads.thisWeek),
      week('adminOverview.lastWeek', counts.newLeads.lastWeek),
    ]),
    group('atrasados', 'salesClock.overview.group', [
      {
        ...item(t('salesClock.overview.late'), counts.lateLeads, '/admin/leads', { atrasados: LATE_ONLY }),
        alert: true,
      },
    ]),
    group(
      'modulos',
      'adminOverview.group.modules',
      byValue(counts.modules, moduleStatusKey, '/admin/modules', 'status'),
    ),
    group('contas', 'adminOverview.group.accounts', [
      item(t('adminOverview.customers'), counts.accounts.customers, '/admin/accounts', { papel: 'user' }),
      item(t('adminOverview.staff'), counts.accounts.staff, '/admin/accounts', { papel: 'admin' }),
    ]),
    group(
      'contatos-por-etapa',
      'adminOverview.group.leadsByStage',
      byValue(counts.leadsByStage, leadStatusKey, '/admin/leads', 'etapa'),
    ),
    group(
      'contatos-por-modulo',
      'adminOverview.group.leadsByModule',
      [
        ...leadsByModule.modules.map((m) =>
          item(translate(locale, 'modules.moduleLabel', { n: m.module }), m.count, '/admin/leads', {
            modulo: m.module,
          }),
        ),
        ...(leadsByModule.none
          ? [item(t('adminOverview.noModule'), leadsByModule.none, '/admin/leads', { modulo: NO_MODULE })]
          : []),
      ],
      'adminOverview.noLeadsByModule',
    ),
    group(
      'envios',
      'adminOverview.group.shipments',
      byValue(counts.shipments, shipmentStatusKey, '/admin/shipments', 'status'),
    ),
    group('emails', 'adminOverview.group.mail', [
      item(t('adminOverview.failedMail'), counts.failedMail, '/admin/mail', { estado: 'failed' }),
    ]),
  ];
  return { labels: pick(locale, OVERVIEW_KEYS), groups };
}

export type OverviewProps = Awaited<ReturnType<typeof overviewProps>>;
