// Lists (STYLE 16): a list page's parameters, links and pager props (defineList, from the fields
// in list-params) and reading one page of its rows (readPage). Knows no feature.
export { defineList, listParams, type ListDefinition, type ListMessages, type ListView } from './define-list';
export { calendarDay, cleanParam, matching, oneOf, PAGE_PARAM, pageNumber, searchText } from './list-params';
export { pageOf, readPage, type Page, type PageInfo, type PageQuery } from './read-page';
