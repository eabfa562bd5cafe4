import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNearRows } from './nearRows';

type Report = (entries: Array<{ target: Element; isIntersecting: boolean }>) => void;

/** An IntersectionObserver the test moves: `report` says which rows came near or went away. */
function fakeObserver() {
  const observed = new Set<Element>();
  let report: Report = () => undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Report) {
        report = callback;
      }
      observe(element: Element) {
        observed.add(element);
      }
      unobserve(element: Element) {
        observed.delete(element);
      }
    },
  );
  return { observed, report: (entries: Parameters<Report>[0]) => report(entries) };
}

const row = () => document.createElement('div');
const shown = (...rows: Element[]) => rows.map((element) => element.hasAttribute('data-show'));

describe('rows near the screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks only the near rows while a drag is under way, and follows the scroll meanwhile', () => {
    const screen = fakeObserver();
    const rows = createNearRows();
    const [top, middle, bottom] = [row(), row(), row()];
    for (const element of [top, middle, bottom]) rows.watch(element);
    screen.report([
      { target: top, isIntersecting: true },
      { target: middle, isIntersecting: true },
    ]);
    expect(shown(top, middle, bottom)).toEqual([false, false, false]);
    rows.show(true);
    expect(shown(top, middle, bottom)).toEqual([true, true, false]);
    screen.report([
      { target: top, isIntersecting: false },
      { target: bottom, isIntersecting: true },
    ]);
    expect(shown(top, middle, bottom)).toEqual([false, true, true]);
    rows.show(false);
    expect(shown(top, middle, bottom)).toEqual([false, false, false]);
  });

  it('marks the rows away from the screen as far, so that the browser skips their rendering', () => {
    const screen = fakeObserver();
    const rows = createNearRows();
    const [near, away] = [row(), row()];
    for (const element of [near, away]) rows.watch(element);
    screen.report([
      { target: near, isIntersecting: true },
      { target: away, isIntersecting: false },
    ]);
    const far = () => [near, away].map((element) => element.hasAttribute('data-far'));
    expect(far()).toEqual([false, true]);
    screen.report([
      { target: near, isIntersecting: false },
      { target: away, isIntersecting: true },
    ]);
    expect(far()).toEqual([true, false]);
  });

  it('stops watching a row that leaves the page', () => {
    const screen = fakeObserver();
    const rows = createNearRows();
    const gone = row();
    const stop = rows.watch(gone);
    screen.report([{ target: gone, isIntersecting: true }]);
    stop?.();
    rows.show(true);
    expect(screen.observed.has(gone)).toBe(false);
    expect(shown(gone)).toEqual([false]);
  });
});
