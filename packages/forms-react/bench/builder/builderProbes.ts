/**
 * The in-page side of the builder benchmark (issue 21.7): each probe times from the user's
 * input (its event time stamp, or the click) to the first frame painted after the builder
 * showed the result.
 */
export interface BuilderBenchApi {
  /** Resolves with the number of components on the canvas once there are `count`. */
  ready(count: number): Promise<number>;
  /** Clicks the component's Edit button: ms until the properties panel names it, painted. */
  select(id: string): Promise<number>;
  /** Watches the next drag: ms from the pointer move to drop areas painted, and to a highlighted one painted. */
  watchDrag(): void;
  dragTimes(): Promise<{ areasMs: number; overMs: number }>;
  /** Watches the next key: ms from its keydown to component `id` painted at `index` on the canvas. */
  watchKey(id: string, index: number): void;
  keyTime(): Promise<number>;
  positionOf(id: string): number;
  /** Resolves once frames come at the display's pace again (after a scroll). */
  settled(): Promise<void>;
  /**
   * Resolves once an element matches and the next frame has painted: checked on the page's own
   * changes, where a Playwright locator's wait would query the 23,000-element page each frame,
   * inside the frames being timed.
   */
  present(selector: string): Promise<void>;
}

declare global {
  interface Window {
    builderBench: BuilderBenchApi;
  }
}

/** Resolves with the time after the next frame was produced (a task queued from requestAnimationFrame runs after paint). */
function nextPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
}

/**
 * Resolves once frames come at the display's pace again (three in a row within 25 ms of each
 * other): after a scroll, the newly shown part of a long form is still being rastered for a few
 * hundred ms, and a click then would time the scroll, not the click.
 */
async function settled(): Promise<void> {
  let last = await nextPaint();
  let quick = 0;
  const until = last + 3000;
  while (quick < 3 && last < until) {
    const now = await nextPaint();
    quick = now - last < 25 ? quick + 1 : 0;
    last = now;
  }
}

/** Resolves once `done()` holds, checked after every change to the page. */
function when(done: () => boolean): Promise<void> {
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    });
  });
}

// The canvas's own element per component (the preview inside carries the id too).
const components = () => [...document.querySelectorAll('.cfb-component[data-component-id]')];
const positionOf = (id: string) =>
  components().findIndex((element) => element.getAttribute('data-component-id') === id);
const panelNames = (id: string) =>
  [...document.querySelectorAll('aside.cfb-panel')].some((panel) => (panel.textContent ?? '').includes(id));

export function installBuilderProbes(): void {
  let lastPointerMove = 0;
  let lastKeyDown = 0;
  window.addEventListener('pointermove', (event) => (lastPointerMove = event.timeStamp), { capture: true });
  window.addEventListener('keydown', (event) => (lastKeyDown = event.timeStamp), { capture: true });
  let drag: Promise<{ areasMs: number; overMs: number }> | null = null;
  let key: Promise<number> | null = null;

  window.builderBench = {
    async ready(count) {
      await when(() => components().length >= count);
      return components().length;
    },
    async select(id) {
      const button = document.querySelector<HTMLButtonElement>(
        `[data-component-id="${id}"] button[aria-label^="Edit "]`,
      );
      if (!button) throw new Error(`no Edit button for ${id}`);
      button.scrollIntoView({ block: 'center' });
      await settled();
      const start = performance.now();
      button.click();
      await when(() => panelNames(id));
      return (await nextPaint()) - start;
    },
    watchDrag() {
      const shown = (selector: string) =>
        when(() => document.querySelector(selector) !== null).then(() => {
          const moved = lastPointerMove;
          return nextPaint().then((painted) => painted - moved);
        });
      // The areas are always on the page, hidden; the canvas shows them while dragging.
      drag = Promise.all([
        shown('.cfb-canvas[data-dragging] [data-drop-area]'),
        shown('[data-over="true"]'),
      ]).then(([areasMs, overMs]) => ({
        areasMs,
        overMs,
      }));
    },
    dragTimes() {
      if (!drag) throw new Error('watchDrag first');
      return drag;
    },
    watchKey(id, index) {
      key = when(() => positionOf(id) === index).then(() => {
        const pressed = lastKeyDown;
        return nextPaint().then((painted) => painted - pressed);
      });
    },
    keyTime() {
      if (!key) throw new Error('watchKey first');
      return key;
    },
    positionOf,
    settled,
    present: async (selector) => {
      await when(() => document.querySelector(selector) !== null);
      await nextPaint();
    },
  };
}
