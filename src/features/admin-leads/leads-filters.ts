// The list's filters and its query string (Portuguese names, as elsewhere in the app): etapa,
// responsavel (a user id or 'nenhum'), modulo (a number or 'nenhum'), de, ate (yyyy-MM-dd), q and
// pagina. The list page, its pager and the CSV export read them here, so the export is the list shown.
import { LEAD_STATUSES, type LeadStatus } from '@/lib/statuses/lead';
import { calendarDay, defineList, matching, oneOf, searchText } from '@/server/lists';

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
}

export const leadsList = defineList({
  path: '/admin/leads',
  params: {
    etapa: oneOf(LEAD_STATUSES),
    responsavel: searchText(),
    modulo: matching(new RegExp(`^(?:\\d{1,2}|${NO_MODULE})$`)),
    de: calendarDay(),
    ate: calendarDay(),
    q: searchText(200),
  },
  messages: {
    countOne: 'adminLeads.list.countOne',
    countOther: 'adminLeads.list.countOther',
    pages: 'adminLeads.list.pages',
  },
});

export type LeadListParams = ReturnType<typeof leadsList.read>;

/** The filters `params` ask for; a value that makes no sense was left out (the list shows everything for it). */
export function leadFilters(params: LeadListParams): LeadFilters {
  const { modulo } = params;
  return {
    stage: params.etapa,
    owner: params.responsavel,
    module: modulo === undefined || modulo === NO_MODULE ? modulo : Number(modulo),
    from: params.de,
    to: params.ate,
    q: params.q,
  };
}
