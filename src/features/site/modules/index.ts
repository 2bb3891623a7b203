// The modules' public surface for other features (the landing page's sections, the plans): their
// figures as views and the area table's cells. Queries are in modules.server.ts.
export { AREA_CELL_ORDER, type AreaHeadings, type LabelledCells } from './area-table-view';
export { areaHeadings, moduleViews, type ModuleView } from './module-views';
