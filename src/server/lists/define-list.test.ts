import { describe, expect, it } from 'vitest';
import { defineList } from './define-list';
import { calendarDay, oneOf, otherPage, pageNumber, searchText } from './list-params';
import { pageOf } from './read-page';

const STATES = ['open', 'paid', 'cancelled'] as const;

// A list like the staff's: a state, a customer and a free text, none by default.
const things = defineList({
  path: '/admin/things',
  params: { estado: oneOf(STATES), cliente: searchText(), q: searchText(200), de: calendarDay() },
  messages: {
    countOne: 'charges.list.countOne',
    countOther: 'charges.list.countOther',
    pages: 'charges.list.pages',
    previous: 'charges.list.previous',
    next: 'charges.list.next',
    filter: 'charges.filter.label',
  },
});

// A list that filters by default (what awaits review) and takes 'all' to show everything.
const reviewed = defineList({
  path: '/admin/reviewed',
  params: { status: oneOf(['pending', 'verified', 'all'], { absent: 'pending', invalid: 'all' }) },
  messages: { pages: 'documents.list.pages', previous: 'documents.list.previous', next: 'documents.list.next' },
});

const read = (query: string) => things.read(new URLSearchParams(query));

describe('a list’s parameters', () => {
  it('reads each one by its name in the query string, the page included', () => {
    expect(read('estado=paid&cliente=Ana&q=fatura&de=2026-11-01&pagina=3')).toEqual({
      estado: 'paid',
      cliente: 'Ana',
      q: 'fatura',
      de: '2026-11-01',
      pagina: 3,
    });
    expect(read('')).toEqual({ pagina: 1 });
  });

  it('cleans text: NFC, no NUL or other control characters, trimmed, capped', () => {
    expect(read('q=%00%20Jose%CC%81%01%1F%7F%C2%85%E2%80%AE%20&cliente=%00').q).toBe('José');
    expect(read('cliente=%00%09%0A').cliente).toBeUndefined();
    expect(read(`q=${'x'.repeat(500)}`).q).toHaveLength(200);
    expect(read(`cliente=${'x'.repeat(500)}`).cliente).toHaveLength(100);
  });

  it('ignores an unknown choice, a day that is not one and a page that is not a positive whole number', () => {
    expect(read('estado=zzz&de=2026-02-30').estado).toBeUndefined();
    expect(read('estado=%00').estado).toBeUndefined();
    expect(read('de=2026-02-30').de).toBeUndefined();
    expect(read('estado=%20paid%00').estado).toBe('paid');
    for (const page of ['-1', '0', 'abc', '1e3', '2.5', '12abc', '9999999', '%00', ''])
      expect(read(`pagina=${page}`).pagina, page).toBe(1);
    expect(pageNumber(' 7 ')).toBe(7);
    expect(pageNumber(2)).toBe(2);
    expect(pageNumber(null)).toBe(1);
  });

  it('falls back to the default when absent, and to the invalid value when unknown', () => {
    const status = (query: string) => reviewed.read(new URLSearchParams(query)).status;
    expect(status('')).toBe('pending');
    expect(status('status=verified')).toBe('verified');
    expect(status('status=zzz')).toBe('all');
    expect(status('status=')).toBe('all');
  });
});

describe('a list’s links and pager', () => {
  const values = read('q=caixa%20azul&estado=open&pagina=2');

  it('keeps the filters in every link, in the definition’s order, and the page past the first', () => {
    expect(things.href('pt-BR', values)).toBe('/admin/things?estado=open&q=caixa+azul');
    expect(things.href('en', values, 3)).toBe('/en/admin/things?estado=open&q=caixa+azul&pagina=3');
    expect(things.href('pt-BR')).toBe('/admin/things');
    expect(things.query({ cliente: 'ana@example.com' })).toBe('?cliente=ana%40example.com');
  });

  it('gives the count, the pages, previous and next, the filter form’s words in the page’s language, and the way back to no filter', () => {
    expect(things.view('pt-BR', { total: 45, exact: true, page: 2, pages: 3 }, values)).toEqual({
      action: '/admin/things',
      filterName: 'Filtrar cobranças',
      filterLabel: 'Filtrar',
      clearLabel: 'Limpar filtros',
      previousLabel: 'Anterior',
      nextLabel: 'Próxima',
      countText: '45 cobranças',
      pagesText: 'Página 2 de 3',
      previous: '/admin/things?estado=open&q=caixa+azul',
      next: '/admin/things?estado=open&q=caixa+azul&pagina=3',
      clearHref: '/admin/things',
    });
    expect(things.view('en', { total: 1, exact: true, page: 1, pages: 1 }, read(''))).toEqual({
      action: '/en/admin/things',
      filterName: 'Filter charges',
      filterLabel: 'Filter',
      clearLabel: 'Clear filters',
      previousLabel: 'Previous',
      nextLabel: 'Next',
      countText: '1 charge',
      pagesText: undefined,
      previous: undefined,
      next: undefined,
      clearHref: undefined,
    });
  });

  it('takes another count for one page, and has none without count messages', () => {
    const searched = things.view('en', { total: 2, exact: true, page: 1, pages: 1 }, values, {
      one: 'portal.search.resultsOne',
      other: 'portal.search.resultsOther',
      params: { query: 'caixa azul' },
    });
    expect(searched.countText).toBe('2 shipments found for “caixa azul”');
    expect(
      reviewed.view('pt-BR', { total: 3, exact: true, page: 1, pages: 1 }, reviewed.read(new URLSearchParams()))
        .countText,
    ).toBe(undefined);
  });

  it('says "more than" what it did not count, and links keyset pages by their cursors', () => {
    const older = '0b6f2c1e-7d7a-4c55-9a57-1f0e4f7d9a10';
    const newer = '5d1c4b8a-2f3e-4a6b-8c9d-0e1f2a3b4c5d';
    const more = { total: 5_000, exact: false, page: 1, pages: 1 };
    expect(things.view('pt-BR', { ...more, keyset: { older } }, values)).toEqual({
      action: '/admin/things',
      filterName: 'Filtrar cobranças',
      filterLabel: 'Filtrar',
      clearLabel: 'Limpar filtros',
      previousLabel: 'Anterior',
      nextLabel: 'Próxima',
      countText: 'Mais de 5.000 cobranças',
      pagesText: 'Do mais recente ao mais antigo',
      previous: undefined,
      next: `/admin/things?estado=open&q=caixa+azul&antes=${older}`,
      clearHref: '/admin/things',
    });
    expect(things.view('en', { ...more, keyset: { newer, older } }, values)).toMatchObject({
      countText: 'More than 5,000 charges',
      previous: `/en/admin/things?estado=open&q=caixa+azul&depois=${newer}`,
      next: `/en/admin/things?estado=open&q=caixa+azul&antes=${older}`,
    });
    // The cursor is read back, a bad one ignored, and never carried by a filter's link.
    const paged = read(`estado=open&antes=${older}`);
    expect(things.cursor(paged)).toEqual({ older, newer: undefined });
    expect(things.cursor(read('antes=1%27%20OR%201=1&depois=x'))).toEqual({ older: undefined, newer: undefined });
    expect(things.query(paged)).toBe('?estado=open');
  });

  it('writes a default-filtering list’s value always, and offers to clear only off its default', () => {
    const all = reviewed.read(new URLSearchParams('status=all'));
    expect(reviewed.view('pt-BR', { total: 30, exact: true, page: 1, pages: 2 }, all)).toMatchObject({
      next: '/admin/reviewed?status=all&pagina=2',
      clearHref: '/admin/reviewed',
    });
    const pending = reviewed.read(new URLSearchParams());
    expect(reviewed.view('pt-BR', { total: 30, exact: true, page: 2, pages: 2 }, pending)).toMatchObject({
      previous: '/admin/reviewed?status=pending',
      clearHref: undefined,
    });
  });
});

describe('the page shown', () => {
  it('is clamped to the pages there are, an empty list being one page', () => {
    expect(pageOf(1, 0, 20)).toEqual({ total: 0, page: 1, pages: 1, offset: 0 });
    expect(pageOf(2, 45, 20)).toEqual({ total: 45, page: 2, pages: 3, offset: 20 });
    expect(pageOf(99, 45, 20)).toEqual({ total: 45, page: 3, pages: 3, offset: 40 });
    expect(pageOf(0, 45, 20).page).toBe(1);
    expect(pageOf(3, 40, 20)).toMatchObject({ page: 2, pages: 2 });
  });
});

describe('a screen of two paged lists', () => {
  // Today's list pages by 'pagina', the search's results by 'busca_pagina'; each keeps the other's.
  const today = defineList({
    path: '/screen',
    params: { q: searchText(), busca_pagina: otherPage() },
    messages: { pages: 'charges.list.pages', previous: 'charges.list.previous', next: 'charges.list.next' },
  });
  const results = defineList({
    path: '/screen',
    params: { q: searchText(), pagina: otherPage() },
    pageParam: 'busca_pagina',
    messages: { pages: 'charges.list.pages', previous: 'charges.list.previous', next: 'charges.list.next' },
  });
  const search = new URLSearchParams('q=abc&pagina=3&busca_pagina=2');

  it('reads each list’s page from its own parameter', () => {
    expect(today.read(search)).toEqual({ q: 'abc', busca_pagina: 2, pagina: 3 });
    expect(results.read(search)).toEqual({ q: 'abc', pagina: 3, busca_pagina: 2 });
    expect(results.read(new URLSearchParams('pagina=3')).busca_pagina).toBe(1);
    expect(today.read(new URLSearchParams('busca_pagina=1')).busca_pagina).toBeUndefined();
  });

  it('keeps the other list’s page and the search in each pager’s links', () => {
    const page = { total: 90, exact: true, page: 2, pages: 3 };
    expect(results.view('pt-BR', page, results.read(search))).toMatchObject({
      previous: '/screen?q=abc&pagina=3',
      next: '/screen?q=abc&pagina=3&busca_pagina=3',
    });
    expect(today.view('en', { ...page, page: 3 }, today.read(search))).toMatchObject({
      previous: '/en/screen?q=abc&busca_pagina=2&pagina=2',
      next: undefined,
    });
  });
});
