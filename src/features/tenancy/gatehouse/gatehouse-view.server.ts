// Props for the gatehouse screen: today's arrivals, a search's results, today's walk-ins and the
// pass being looked at, each with where it stands in plain words (and why it may not come in), in
// the page's language. Each of the three lists is paged by a parameter of its own, and every link
// on the screen (a pager, a pass) keeps the others, the search and the code.
import { displayCode, displayPlate, maskDocument } from '@/features/tenancy/gate-passes';
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime, formatPhone, siteDateFormatter } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { defineList, otherPage, searchText } from '@/server/lists';
import {
  entryRefusal,
  exitRefusal,
  passByCode,
  passById,
  searchPasses,
  todaysArrivals,
  todaysWalkIns,
  type GateRow,
} from './gatehouse.server';

export const GATEHOUSE_KEYS = [
  'gatehouse.title',
  'gatehouse.today',
  'gatehouse.today.empty',
  'gatehouse.search',
  'gatehouse.search.submit',
  'gatehouse.code',
  'gatehouse.code.submit',
  'gatehouse.scan',
  'gatehouse.scan.photo',
  'gatehouse.scan.stop',
  'gatehouse.scan.none',
  'gatehouse.scan.denied',
  'gatehouse.checkIn',
  'gatehouse.checkOut',
  'gatehouse.tenant',
  'gatehouse.walkIn.title',
  'gatehouse.walkIn.submit',
  'gatehouse.walkIn.module',
  'gatehouse.walkIn.recent',
  'gatePasses.new.kind',
  'gatePasses.kind.visitor',
  'gatePasses.kind.truck',
  'gatePasses.new.name',
  'gatePasses.new.document',
  'gatePasses.new.company',
  'gatePasses.new.plate',
  'gatePasses.new.plateHint',
  'gatePasses.new.operation',
  'gatePasses.new.noOperation',
  'gatePasses.operation.load',
  'gatePasses.operation.unload',
  'gatePasses.col.code',
  'gatePasses.col.window',
  'gatePasses.col.module',
  'gatePasses.col.document',
  'gatePasses.col.plate',
] as const satisfies readonly MessageKey[];

export type GatehouseLabels = Record<(typeof GATEHOUSE_KEYS)[number], string>;

const timeOf = siteDateFormatter({ timeStyle: 'short' });

/** A pass as the guard sees it: who, for whom, and what may be done now. */
export function gateView(row: GateRow, locale: Locale, now: Date) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const window = t('gatePasses.window', {
    start: formatDateTime(row.windowStart, locale),
    end: formatDateTime(row.windowEnd, locale),
  });
  const refusal = entryRefusal(row, now);
  const exit = exitRefusal(row);
  const params = { time: row.checkedInAt ? timeOf(row.checkedInAt, locale) : '', window };
  let state: string;
  if (row.checkedOutAt) state = t('gatehouse.out', { time: timeOf(row.checkedOutAt, locale) });
  else if (row.checkedInAt) state = t('gatehouse.in', { time: timeOf(row.checkedInAt, locale) });
  else if (refusal) state = t(refusal, params);
  else state = t('gatePasses.status.expected');
  return {
    id: row.id,
    code: displayCode(row.code),
    kind: t(`gatePasses.kind.${row.kind}`),
    personName: row.personName,
    company: row.company ?? undefined,
    document: row.documentKind && row.documentNumber ? maskDocument(row.documentKind, row.documentNumber) : undefined,
    plate: row.plate ? displayPlate(row.plate) : undefined,
    operation: row.operation ? t(`gatePasses.operation.${row.operation}`) : undefined,
    moduleNumber: row.moduleNumber,
    tenantName: row.tenantName,
    window,
    state,
    walkIn: row.walkIn,
    approval: row.approval,
    /** Why it may not come in, in plain words; undefined when it may (or it is already in). */
    refusal: refusal ? t(refusal, params) : undefined,
    /** Why it may not go out, in plain words. */
    exitRefusal: exit ? t(exit, { time: row.checkedOutAt ? timeOf(row.checkedOutAt, locale) : '' }) : undefined,
    canCheckIn: !refusal,
    canCheckOut: !exit,
    call: row.tenantPhone
      ? {
          text: t('gatehouse.call', { tenant: row.tenantName, phone: formatPhone(row.tenantPhone) }),
          href: `tel:${row.tenantPhone.replace(/[^\d+]/g, '')}`,
        }
      : { text: t('gatehouse.noPhone', { tenant: row.tenantName }), href: undefined },
  };
}

export type GateView = ReturnType<typeof gateView>;

const PATH = '/portaria';
// What the screen looks at (a pass by its code, a search), kept by every list's links.
const looking = { codigo: searchText(40), q: searchText(80) };
const todayList = defineList({
  path: PATH,
  params: { ...looking, pagina_busca: otherPage(), pagina_avulsos: otherPage() },
  messages: {
    countOne: 'gatehouse.today.countOne',
    countOther: 'gatehouse.today.countOther',
    pages: 'gatehouse.today.pages',
    previous: 'gatePasses.list.previous',
    next: 'gatePasses.list.next',
  },
});
const searchList = defineList({
  path: PATH,
  params: { ...looking, pagina: otherPage(), pagina_avulsos: otherPage() },
  pageParam: 'pagina_busca',
  messages: { pages: 'gatehouse.search.pages', previous: 'gatePasses.list.previous', next: 'gatePasses.list.next' },
});
const walkInList = defineList({
  path: PATH,
  params: { ...looking, pagina: otherPage(), pagina_busca: otherPage() },
  pageParam: 'pagina_avulsos',
  messages: {
    countOne: 'gatehouse.walkIn.countOne',
    countOther: 'gatehouse.walkIn.countOther',
    pages: 'gatehouse.walkIn.pages',
    previous: 'gatePasses.list.previous',
    next: 'gatePasses.list.next',
  },
});

/**
 * The gatehouse screen at `url` (?codigo= a pass, ?q= a search, each list's page); `shownId` is
 * the pass a failed check-in or check-out was about, shown again with its reason.
 */
export async function gatehouseProps(url: URL, locale: Locale, shownId?: string, now = new Date()) {
  const params = todayList.read(url.searchParams);
  const searchParams = searchList.read(url.searchParams);
  const walkInParams = walkInList.read(url.searchParams);
  const { codigo: typed, q: query } = params;
  const [today, walkIns, results, shown] = await Promise.all([
    todaysArrivals(params.pagina, now),
    todaysWalkIns(walkInParams.pagina_avulsos, now),
    query ? searchPasses(query, searchParams.pagina_busca) : Promise.resolve(undefined),
    shownId ? passById(shownId) : typed ? passByCode(typed) : Promise.resolve(undefined),
  ]);
  // A pass's link opens it where the guard is: the same search, the same pages.
  const view = (row: GateRow) => {
    const pass = gateView(row, locale, now);
    return { ...pass, href: todayList.href(locale, { ...params, codigo: pass.code }, params.pagina) };
  };
  const searched = results
    ? searchList.view(locale, results, searchParams, {
        one: 'gatehouse.search.countOne',
        other: 'gatehouse.search.countOther',
        params: { query: query ?? '' },
      })
    : undefined;
  return {
    labels: pick(locale, GATEHOUSE_KEYS),
    action: localizePath(locale, PATH),
    typed: typed ?? '',
    query: query ?? '',
    unknownCode: typed && !shown ? translate(locale, 'gatehouse.error.unknownCode') : undefined,
    shown: shown ? view(shown) : undefined,
    results:
      results && searched
        ? {
            ...searched,
            title:
              results.total > 0
                ? searched.countText
                : translate(locale, 'gatehouse.search.none', { query: query ?? '' }),
            rows: results.rows.map(view),
          }
        : undefined,
    today: { ...todayList.view(locale, today, params), rows: today.rows.map(view) },
    walkIns: {
      ...walkInList.view(locale, walkIns, walkInParams),
      rows: walkIns.rows.map((row) => ({
        ...view(row),
        decision: translate(locale, `gatehouse.walkIn.${row.approval}`),
      })),
    },
  };
}

export type GatehouseProps = Awaited<ReturnType<typeof gatehouseProps>>;
export type GatePassView = GatehouseProps['today']['rows'][number];
