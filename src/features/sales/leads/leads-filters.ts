// The list's filters and its query string (Portuguese names, as elsewhere in the app): etapa,
// responsavel (a user id or 'nenhum'), modulo (a number or 'nenhum'), de, ate (yyyy-MM-dd), q,
// atrasados ('sim': the sales clock's late leads only) and pagina. The list page, its pager and the CSV export read them here, so the export is the list shown.
import { LEAD_STATUSES, type LeadStatus } from '@/lib/statuses/lead';
import { calendarDay, defineList, matching, oneOf, searchText } from '@/server/lists';
import type { LateRule } from '@/features/sales/clock';

export const NO_OWNER = 'nenhum';
/** The `modulo` value for leads that named no module. */
export const NO_MODULE = 'nenhum';

export interface LeadFilters {
  stage?: LeadStatus;
  /** A staff account's id, or NO_OWNER for the leads nobody follows. */
  owner?: string;
  /** A module's number, or NO_MODULE for the leads that named none. */
  module?: number | typeof NO_MODULE;
  from?: string;
  to?: string;
  q?: string;
  /** Only the leads late by this rule (the sales clock). */
  late?: LateRule;
}

/** The `atrasados` value that asks for the late leads only. */
export const LATE_ONLY = 'sim';

export const leadsList = defineList({
  path: '/admin/leads',
  params: {
    etapa: oneOf(LEAD_STATUSES),
    responsavel: searchText(),
    modulo: matching(new RegExp(`^(?:\\d{1,2}|${NO_MODULE})$`)),
    de: calendarDay(),
    ate: calendarDay(),
    q: searchText(200),
    atrasados: oneOf([LATE_ONLY]),
  },
  messages: {
    countOne: 'adminLeads.list.countOne',
    countOther: 'adminLeads.list.countOther',
    pages: 'adminLeads.list.pages',
    previous: 'adminLeads.list.previous',
    next: 'adminLeads.list.next',
    filter: 'adminLeads.filter.label',
  },
});

export type LeadListParams = ReturnType<typeof leadsList.read>;

/**
 * The filters `params` ask for; a value that makes no sense was left out (the list shows everything
 * for it). `late` is the sales clock's rule, applied when `atrasados` asks for it.
 */
export function leadFilters(params: LeadListParams, late?: LateRule): LeadFilters {
  const { modulo } = params;
  return {
    stage: params.etapa,
    owner: params.responsavel,
    module: modulo === undefined || modulo === NO_MODULE ? modulo : Number(modulo),
    from: params.de,
    to: params.ate,
    q: params.q,
    late: params.atrasados ? late : undefined,
  };
}
