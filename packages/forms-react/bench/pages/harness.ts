/**
 * The in-page side of the benchmark, shared by every library's page. A page calls
 * `installBench` with how to mount and unmount its library; the runner drives `window.bench`.
 */
export interface BenchLibrary {
  /** Renders the form of `count` fields into the container; resolves when the library is done. */
  mount(container: HTMLElement, count: number): Promise<void> | void;
  unmount(container: HTMLElement): void;
}

export interface RenderSample {
  /** Start to the form's DOM complete with style and layout done. */
  layoutMs: number;
  /** Start to the frame after that painted. */
  paintMs: number;
  controls: number;
}

export interface KeystrokeSample {
  /** Key down to the input handled, the library's own work done and layout done. */
  processedMs: number;
  /** Key down to the next frame painted. */
  paintMs: number;
}

export interface BenchApi {
  render(count: number): Promise<RenderSample>;
  /** Mounts a form and focuses its first text box, ready for keystrokes. */
  prepareTyping(count: number): Promise<void>;
  /** Samples of the keystrokes typed since prepareTyping. */
  keystrokes(): KeystrokeSample[];
}

declare global {
  interface Window {
    bench: BenchApi;
  }
}

/** Resolves after the next frame has been produced: a task queued from requestAnimationFrame runs after paint. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  });
}

/** Resolves once the container shows the last field's label, checked after every DOM change. */
function whenRendered(container: HTMLElement, count: number): Promise<void> {
  const done = () => (container.textContent ?? '').includes(`Field ${count}`);
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
  });
}

const controlsIn = (container: HTMLElement) =>
  container.querySelectorAll('input:not([type="hidden"]), select, textarea, [role="combobox"]').length;

export function installBench(library: BenchLibrary): void {
  let container: HTMLElement | null = null;
  let samples: KeystrokeSample[] = [];

  const freshContainer = () => {
    if (container) {
      library.unmount(container);
      container.remove();
    }
    container = document.createElement('div');
    document.body.append(container);
    return container;
  };

  const render = async (count: number): Promise<RenderSample> => {
    const target = freshContainer();
    await nextPaint();
    const start = performance.now();
    const rendered = whenRendered(target, count);
    await library.mount(target, count);
    await rendered;
    target.getBoundingClientRect();
    void document.body.offsetHeight;
    const laidOut = performance.now();
    await nextPaint();
    return { layoutMs: laidOut - start, paintMs: performance.now() - start, controls: controlsIn(target) };
  };

  let keyDownAt: number | null = null;
  document.addEventListener(
    'keydown',
    (event) => {
      keyDownAt = event.timeStamp;
    },
    { capture: true },
  );
  // On window, bubbling: after the libraries' own listeners on their elements and roots.
  window.addEventListener('input', () => {
    const start = keyDownAt;
    if (start === null) return;
    keyDownAt = null;
    // Queued after the libraries' microtasks (React flushes its sync updates in one).
    queueMicrotask(() => {
      void document.body.offsetHeight;
      const processedMs = performance.now() - start;
      void nextPaint().then(() => samples.push({ processedMs, paintMs: performance.now() - start }));
    });
  });

  window.bench = {
    render,
    async prepareTyping(count) {
      await render(count);
      samples = [];
      const box = container?.querySelector<HTMLInputElement>('input[type="text"], input:not([type])');
      if (!box) throw new Error('No text box to type in');
      box.focus();
    },
    keystrokes: () => samples,
  };
}
