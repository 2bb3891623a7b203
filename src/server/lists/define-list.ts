// A list page of the site, defined once: its path, its query parameters (one zod schema of the
// fields in list-params.ts and the page) and, when it is paged, its message keys. From that it
// reads a request's parameters, writes the links that keep them (pager, clear, another page's link
// to a filtered list) and gives the props every list page shows under its rows.
import { translate, type MessageKey, type MessageParams } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { z } from '@/lib/forms/zod';
import { localizePath } from '@/lib/paths';
import { CURSOR_PARAMS, cursorField, PAGE_PARAM, pageField, type ParamField } from './list-params';
import type { Cursor, PageInfo } from './read-page';

export interface ListMessages {
  /** 'N things' ({count}), for one and for any other number; a list without them shows no count. */
  countOne?: MessageKey;
  countOther?: MessageKey;
  /** 'Page {page} of {pages}'. */
  pages: MessageKey;
  /** The pager's links ('Anterior', 'Próxima'; 'Mais novos' on a list newest first). */
  previous: MessageKey;
  next: MessageKey;
  /** The name of the list's filter form, for a list that has one ('Filtrar e-mails'). */
  filter?: MessageKey;
}

/**
 * What a page's filter form needs besides its controls (FilterForm in src/components/list-parts.tsx):
 * where it sends, its two buttons' words and, when a filter is on, the page without any.
 */
export interface FilterView {
  /** The form's name (its search landmark's). */
  filterName: string | undefined;
  action: string;
  clearHref: string | undefined;
  filterLabel: string;
  clearLabel: string;
}

/** What every list page shows around its rows (src/components/paged-list.tsx) and its filter form. */
export interface ListView extends FilterView {
  countText: string | undefined;
  /** Undefined on a list of one page: no pager. */
  pagesText: string | undefined;
  previous: string | undefined;
  next: string | undefined;
  previousLabel: string;
  nextLabel: string;
}

/**
 * A list's query parameters (`params`, each by its name in the query string, in the order links
 * write them, and the page) at `path` (pt-BR): reading them and writing the links that keep them.
 * A screen of several paged lists gives each its own `pageParam` (the name of its page, in the
 * query string and in the values) and lists the others' in `params` (`otherPage()`), so that
 * every link keeps them.
 */
export function listParams<const F extends Record<string, ParamField>, const P extends string = typeof PAGE_PARAM>(
  path: string,
  params: F,
  pageParam: P = PAGE_PARAM as P,
) {
  const schema = z.object({
    ...params,
    [pageParam]: pageField,
    [CURSOR_PARAMS.older]: cursorField,
    [CURSOR_PARAMS.newer]: cursorField,
  } as F & { [K in P]: typeof pageField } & {
    [CURSOR_PARAMS.older]: typeof cursorField;
    [CURSOR_PARAMS.newer]: typeof cursorField;
  });
  type Values = z.output<typeof schema>;
  const names = Object.keys(params);

  const read = (search: URLSearchParams): Values =>
    schema.parse(Object.fromEntries(Object.keys(schema.shape).map((name) => [name, search.get(name) ?? undefined])));

  const defaults = read(new URLSearchParams()) as Record<string, unknown>;

  /**
   * '?estado=open&q=x&pagina=2': the values set, then the page past the first (or a keyset page's
   * cursor); '' for none. A link never carries the cursor of the page it is on.
   */
  const query = (values: Partial<Values>, page: number | Cursor = 1): string => {
    const search = new URLSearchParams();
    for (const name of names) {
      const value = (values as Record<string, unknown>)[name];
      if (value !== undefined && value !== '') search.set(name, String(value));
    }
    if (typeof page === 'number') {
      if (page > 1) search.set(pageParam, String(page));
    } else if (page.older) search.set(CURSOR_PARAMS.older, page.older);
    else if (page.newer) search.set(CURSOR_PARAMS.newer, page.newer);
    return search.size > 0 ? `?${search}` : '';
  };

  return {
    schema,
    read,
    query,
    /** The list in `locale` with `values` on page `page` (a number, or a keyset page's cursor). */
    href: (locale: Locale, values: Partial<Values> = {}, page: number | Cursor = 1) =>
      `${localizePath(locale, path)}${query(values, page)}`,
    /** The keyset page `values` ask for (readPage's `keyset.cursor`). */
    cursor: (values: Values): Cursor => {
      const all = values as Record<string, string | undefined>;
      return { older: all[CURSOR_PARAMS.older], newer: all[CURSOR_PARAMS.newer] };
    },
    /** Whether any filter differs from what the list shows without parameters. */
    filtered: (values: Values) => names.some((name) => (values as Record<string, unknown>)[name] !== defaults[name]),
  };
}

/** A paged list: its parameters (listParams) and its message keys, for the props under its rows. */
export function defineList<
  const F extends Record<string, ParamField>,
  const P extends string = typeof PAGE_PARAM,
>(definition: {
  /** The page's path in pt-BR ('/admin/charges'). */
  path: string;
  /** Each parameter by its name in the query string, in the order links write them. */
  params: F;
  /** The name of its page, on a screen of several paged lists (listParams); 'pagina' otherwise. */
  pageParam?: P;
  messages: ListMessages;
}) {
  const { path, messages } = definition;
  const list = listParams(path, definition.params, (definition.pageParam ?? PAGE_PARAM) as P);
  type Values = z.output<typeof list.schema>;

  /**
   * The props under the rows of `page` (readPage's) shown with `values`. `count` replaces the
   * definition's count messages for this page (a search's "N results for {query}").
   */
  const view = (
    locale: Locale,
    page: PageInfo,
    values: Values,
    count?: { one: MessageKey; other: MessageKey; params?: MessageParams },
  ): ListView => {
    const one = count?.one ?? messages.countOne;
    const other = count?.other ?? messages.countOther;
    const { total, pages, keyset } = page;
    const counted =
      one && other
        ? translate(locale, total === 1 ? one : other, {
            ...count?.params,
            count: page.exact ? total : new Intl.NumberFormat(locale).format(total),
          })
        : undefined;
    const countText = counted && !page.exact ? translate(locale, 'lists.moreThan', { text: counted }) : counted;
    // What the list shows the same way whether it is paged by number or by cursor.
    const common = {
      countText,
      action: list.href(locale),
      clearHref: list.filtered(values) ? localizePath(locale, path) : undefined,
      filterName: messages.filter && translate(locale, messages.filter),
      filterLabel: translate(locale, 'lists.filter'),
      clearLabel: translate(locale, 'lists.clearFilters'),
      previousLabel: translate(locale, messages.previous),
      nextLabel: translate(locale, messages.next),
    };
    if (keyset) {
      // Newest first: the previous page holds newer rows, the next one older rows.
      return {
        ...common,
        pagesText: keyset.newer || keyset.older ? translate(locale, 'lists.newestFirst') : undefined,
        previous: keyset.newer ? list.href(locale, values, { newer: keyset.newer }) : undefined,
        next: keyset.older ? list.href(locale, values, { older: keyset.older }) : undefined,
      };
    }
    return {
      ...common,
      pagesText: pages > 1 ? translate(locale, messages.pages, { page: page.page, pages }) : undefined,
      previous: page.page > 1 ? list.href(locale, values, page.page - 1) : undefined,
      next: page.page < pages ? list.href(locale, values, page.page + 1) : undefined,
    };
  };

  return { ...list, view };
}
