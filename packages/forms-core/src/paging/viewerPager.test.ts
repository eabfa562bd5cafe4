import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrev,
  initialViewerPager,
  type ViewerPagerAction,
  viewerPagerReducer,
} from './viewerPager';

const run = (total: number, ...actions: ViewerPagerAction[]) =>
  actions.reduce(viewerPagerReducer, initialViewerPager(total));

describe('viewer pager', () => {
  it('starts on the first page with Prev disabled and Next enabled', () => {
    const state = initialViewerPager(3);
    expect(state.current).toBe(0);
    expect(canGoPrev(state)).toBe(false);
    expect(canGoNext(state)).toBe(true);
  });

  it('moves one page at a time and stops at the first and last page', () => {
    expect(run(3, { type: 'next' }).current).toBe(1);
    expect(run(3, { type: 'next' }, { type: 'next' }, { type: 'next' }).current).toBe(2);
    expect(run(3, { type: 'next' }, { type: 'prev' }, { type: 'prev' }).current).toBe(0);
    const last = run(3, { type: 'next' }, { type: 'next' });
    expect(canGoNext(last)).toBe(false);
    expect(canGoPrev(last)).toBe(true);
  });

  it('disables both buttons while a page loads and ignores moves until it has loaded', () => {
    const loading = run(3, { type: 'next' }, { type: 'loading-started' });
    expect(canGoNext(loading)).toBe(false);
    expect(canGoPrev(loading)).toBe(false);
    expect(viewerPagerReducer(loading, { type: 'next' }).current).toBe(1);
    expect(viewerPagerReducer(loading, { type: 'go-to', page: 0 }).current).toBe(1);
    expect(run(3, { type: 'loading-started' }, { type: 'loading-finished' }, { type: 'next' }).current).toBe(
      1,
    );
  });

  it('has no moves at all for a single page', () => {
    const state = initialViewerPager(1);
    expect(canGoNext(state)).toBe(false);
    expect(canGoPrev(state)).toBe(false);
  });

  it('jumps to a page within bounds', () => {
    expect(run(4, { type: 'go-to', page: 2 }).current).toBe(2);
    expect(run(4, { type: 'go-to', page: 9 }).current).toBe(3);
  });

  it('keeps the current page inside a shrunken page count', () => {
    expect(run(4, { type: 'go-to', page: 3 }, { type: 'total-changed', total: 2 })).toMatchObject({
      current: 1,
      total: 2,
    });
  });
});
