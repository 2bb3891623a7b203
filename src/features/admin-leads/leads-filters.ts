// The list's filters as the query string writes them (Portuguese names, as elsewhere in the app):
// etapa, responsavel (a user id or 'nenhum'), modulo (a number or 'nenhum'), de, ate (yyyy-MM-dd), q and pagina. The list
// page, its pager and the CSV export read and write them here, so the export is the list shown.
import { isCalendarDay } from '@/lib/calendar-day';
import { isLeadStatus, type LeadStatus } from '@/lib/statuses/lead';

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

export const FILTER_PARAMS = {
  stage: 'etapa',
  owner: 'responsavel',
  module: 'modulo',
  from: 'de',
  to: 'ate',
  q: 'q',
} as const satisfies Record<keyof LeadFilters, string>;
export const PAGE_PARAM = 'pagina';

const MAX_PAGE = 10_000;

const text = (value: string | null, max: number) => value?.normalize('NFC').trim().slice(0, max) || undefined;

/** The filters in `params`; a value that makes no sense is left out (the list shows everything for it). */
export function parseFilters(params: URLSearchParams): { filters: LeadFilters; page: number } {
  const stage = params.get(FILTER_PARAMS.stage);
  const owner = text(params.get(FILTER_PARAMS.owner), 100);
  const module = params.get(FILTER_PARAMS.module) ?? '';
  const day = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return isCalendarDay(value) ? value : undefined;
  };
  const filters: LeadFilters = {
    stage: isLeadStatus(stage) ? stage : undefined,
    owner,
    module: /^\d{1,2}$/.test(module.trim()) ? Number(module) : module.trim() === NO_MODULE ? NO_MODULE : undefined,
    from: day(FILTER_PARAMS.from),
    to: day(FILTER_PARAMS.to),
    q: text(params.get(FILTER_PARAMS.q), 200),
  };
  const page = Math.max(1, Math.min(MAX_PAGE, Number.parseInt(params.get(PAGE_PARAM) ?? '1', 10) || 1));
  return { filters, page };
}

/** '?etapa=new&pagina=2', or '' without filters on page 1. */
export function filtersQuery(filters: LeadFilters, page = 1): string {
  const query = new URLSearchParams();
  for (const [key, name] of Object.entries(FILTER_PARAMS)) {
    const value = filters[key as keyof LeadFilters];
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  if (page > 1) query.set(PAGE_PARAM, String(page));
  const search = query.toString();
  return search ? `?${search}` : '';
}
