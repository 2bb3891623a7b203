// Lists (STYLE 16; the recipe is docs/lists-and-downloads.md): a list page's parameters, links and
// pager props (defineList, listParams, from the fields in list-params) and reading one page of its
// rows (readPage). Knows no feature.
export { defineList, listParams, type ListView } from './define-list';
export {
  calendarDay,
  cleanParam,
  matching,
  oneOf,
  otherPage,
  pageNumber,
  queryText,
  queryTexts,
  queryValue,
  searchText,
} from './list-params';
export { beyondRow, COUNT_LIMIT, readPage, type Cursor, type KeysetOrder, type Page, type PageInfo } from './read-page';
