/** Paging state of the form viewer: the current page is zero-based. */
export interface ViewerPagerState {
  current: number;
  total: number;
  loading: boolean;
}

export type ViewerPagerAction =
  | { type: 'next' }
  | { type: 'prev' }
  /** Jump to a page, e.g. the first page with a validation error. */
  | { type: 'go-to'; page: number }
  | { type: 'loading-started' }
  | { type: 'loading-finished' }
  /** The layout changed; the current page is kept when it still exists. */
  | { type: 'total-changed'; total: number };

export function initialViewerPager(total: number): ViewerPagerState {
  return { current: 0, total: Math.max(1, total), loading: false };
}

/** Prev is disabled while a page loads and on the first page. */
export function canGoPrev(state: ViewerPagerState): boolean {
  return !state.loading && state.current > 0;
}

/** Next is disabled while a page loads and on the last page. */
export function canGoNext(state: ViewerPagerState): boolean {
  return !state.loading && state.current < state.total - 1;
}

export function viewerPagerReducer(state: ViewerPagerState, action: ViewerPagerAction): ViewerPagerState {
  switch (action.type) {
    case 'next':
      return canGoNext(state) ? { ...state, current: state.current + 1 } : state;
    case 'prev':
      return canGoPrev(state) ? { ...state, current: state.current - 1 } : state;
    case 'go-to':
      return state.loading ? state : { ...state, current: clampPage(action.page, state.total) };
    case 'loading-started':
      return { ...state, loading: true };
    case 'loading-finished':
      return { ...state, loading: false };
    case 'total-changed': {
      const total = Math.max(1, action.total);
      return { ...state, total, current: clampPage(state.current, total) };
    }
  }
}

function clampPage(page: number, total: number): number {
  return Math.min(Math.max(0, Math.trunc(page)), total - 1);
}
