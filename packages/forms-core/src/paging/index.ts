export { assignPages } from './assignPages';
export {
  canDropPageBreak,
  type LayoutListRef,
  type PageBreakDropRefusal,
  type PageBreakDropTarget,
  pageBreakDropRefusal,
} from './canDropPageBreak';
export { CRUD_LAYOUT_KEYS, CRUD_TYPE, type CrudLayoutKey, crudLayoutRows } from './crudLayouts';
export { isPageBreakRow, PAGE_BREAK_TYPE } from './pageBreakRow';
export { pageCount } from './pageCount';
export { pageLabel } from './pageLabel';
export { type PageRowsOptions, pageRows } from './pageRows';
export {
  canGoNext,
  canGoPrev,
  initialViewerPager,
  type ViewerPagerAction,
  type ViewerPagerState,
  viewerPagerReducer,
} from './viewerPager';
export { visibleRows } from './visibleRows';
