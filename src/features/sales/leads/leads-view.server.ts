// Props for the list and the board: every label and date in the page's language, each lead's
// stage, owner and follow-up (overdue when its day has passed in the site's time zone), and how
// late it is by the sales clock (src/features/sales/clock/lateness.ts).
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime, siteToday } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { leadStatusKey } from '@/lib/statuses/labels';
import { LEAD_STATUSES, type LeadStatus } from '@/lib/statuses/lead';
import { LATE_ONLY, leadFilters, leadsList, NO_MODULE, NO_OWNER } from './leads-filters';
import { lateBy, lateText, type LateRule } from '@/features/sales/clock';
import { lateRuleAt } from '@/features/sales/clock/lateness.server';
import { boardColumns, leadsPage, type StaffLead } from './leads-query.server';
import { listStaff } from '@/server/staff';

export const LIST_KEYS = [
  'adminLeads.list.title',
  'adminLeads.list.intro',
  'adminLeads.list.export',
  'adminLeads.list.empty',
  'adminLeads.filter.stage',
  'adminLeads.filter.owner',
  'adminLeads.filter.module',
  'adminLeads.filter.from',
  'adminLeads.filter.to',
  'adminLeads.filter.q',
  'adminLeads.filter.qHint',
  'adminLeads.filter.any',
  'adminLeads.filter.nobody',
  'adminLeads.col.received',
  'adminLeads.col.name',
  'adminLeads.col.contact',
  'adminLeads.col.module',
  'adminLeads.col.stage',
  'adminLeads.col.owner',
  'adminLeads.col.followUp',
  'adminLeads.overdue',
  'salesClock.filter.label',
  'salesClock.filter.late',
] as const satisfies readonly MessageKey[];

export const BOARD_KEYS = [
  'adminLeads.board.title',
  'adminLeads.board.intro',
  'adminLeads.board.empty',
  'adminLeads.board.move',
  'adminLeads.overdue',
  'adminLeads.col.module',
  'adminLeads.col.owner',
  'adminLeads.col.followUp',
] as const satisfies readonly MessageKey[];

const MODULE_COUNT = 18;

export const stageOptions = (locale: Locale) =>
  LEAD_STATUSES.map((s) => ({ value: s, label: translate(locale, leadStatusKey(s)) }));

/** A day ('yyyy-MM-dd') as the locale writes it, without shifting it through a time zone. */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** What the list and the board show of one lead; `late` is the sales clock's rule at the time. */
export function leadSummary(lead: StaffLead, locale: Locale, today: string, late: LateRule) {
  const lateMs = lateBy(lead, late);
  return {
    id: lead.id,
    href: localizePath(locale, `/admin/leads/${lead.id}`),
    fullName: lead.fullName,
    email: lead.email,
    phone: lead.phone,
    receivedAt: formatDateTime(lead.createdAt, locale),
    stage: lead.status,
    stageLabel: translate(locale, leadStatusKey(lead.status)),
    module:
      lead.moduleNumber === null
        ? translate(locale, 'adminLeads.noModule')
        : translate(locale, 'adminLeads.moduleLabel', { n: lead.moduleNumber }),
    owner: lead.ownerName ?? translate(locale, 'adminLeads.nobody'),
    followUp: lead.followUpOn ? formatDay(lead.followUpOn, locale) : translate(locale, 'adminLeads.noFollowUp'),
    // Won and lost leads need no follow-up: a day left on them is not overdue.
    overdue: lead.followUpOn !== null && lead.followUpOn < today && lead.status !== 'won' && lead.status !== 'lost',
    /** Past its first-response deadline or its stage's days: 'há 2 h 15 min de atraso'. */
    late: lateMs === null ? null : lateText(lateMs, locale),
  };
}

export type LeadSummary = ReturnType<typeof leadSummary>;

async function ownerOptions(locale: Locale) {
  const staff = await listStaff();
  return [
    { value: NO_OWNER, label: translate(locale, 'adminLeads.filter.nobody') },
    ...staff.map((s) => ({ value: s.id, label: s.name })),
  ];
}

/** The list page at `url`: its filters, one page of leads, the pager and the CSV of the same filters. */
export async function leadsListProps(url: URL, locale: Locale, now = new Date()) {
  const params = leadsList.read(url.searchParams);
  const late = await lateRuleAt(now);
  const page = await leadsPage(leadFilters(params, late), params.pagina, leadsList.cursor(params));
  const today = siteToday(now);
  return {
    labels: pick(locale, LIST_KEYS),
    csvHref: `${localizePath(locale, '/admin/leads.csv')}${leadsList.query(params)}`,
    filters: {
      stage: params.etapa ?? '',
      owner: params.responsavel ?? '',
      module: params.modulo ?? '',
      from: params.de ?? '',
      to: params.ate ?? '',
      q: params.q ?? '',
      late: params.atrasados ?? '',
    },
    lateOptions: [{ value: LATE_ONLY, label: translate(locale, 'salesClock.filter.late') }],
    stageOptions: stageOptions(locale),
    ownerOptions: await ownerOptions(locale),
    moduleOptions: [
      { value: NO_MODULE, label: translate(locale, 'adminLeads.filter.noModule') },
      ...Array.from({ length: MODULE_COUNT }, (_, i) => ({
        value: String(i + 1),
        label: translate(locale, 'adminLeads.moduleLabel', { n: i + 1 }),
      })),
    ],
    ...leadsList.view(locale, page, params),
    rows: page.rows.map((lead) => leadSummary(lead, locale, today, late)),
  };
}

export type LeadsListProps = Awaited<ReturnType<typeof leadsListProps>>;

/** The board: one column per stage with its newest leads and a link to the rest in the list. */
export async function leadsBoardProps(locale: Locale, now = new Date()) {
  const today = siteToday(now);
  const [columns, late] = await Promise.all([boardColumns(), lateRuleAt(now)]);
  return {
    labels: pick(locale, BOARD_KEYS),
    stageOptions: stageOptions(locale),
    columns: columns.map((column) => ({
      stage: column.stage as LeadStatus,
      label: translate(locale, leadStatusKey(column.stage)),
      count: column.total,
      moreText:
        column.total > column.leads.length
          ? translate(locale, 'adminLeads.board.more', { count: column.total - column.leads.length })
          : undefined,
      moreHref: leadsList.href(locale, { etapa: column.stage }),
      cards: column.leads.map((lead) => ({
        ...leadSummary(lead, locale, today, late),
        stageOf: translate(locale, 'adminLeads.board.stageOf', { name: lead.fullName }),
        reasonOf: translate(locale, 'adminLeads.board.reasonOf', { name: lead.fullName }),
      })),
    })),
  };
}

export type LeadsBoardProps = Awaited<ReturnType<typeof leadsBoardProps>>;
export type BoardCard = LeadsBoardProps['columns'][number]['cards'][number];
