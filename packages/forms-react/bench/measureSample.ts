import path from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { BenchForm, KeystrokeSample, MountSample } from './pages/harness';

export interface Sample {
  mountMs: number;
  /** The main thread's CPU time over the mount, less stretched than mountMs by other processes' load. */
  mountCpuMs: number;
  domNodes: number;
  /** Visible fields whose control the page found: the same for every library of a size. */
  fields: number;
  heapBytes: number;
  /** Renderer main-thread task time per key (wall clock), from before the key to the end of the settle window. */
  keyTaskMs: number[];
  /** The same window's main-thread CPU time: what the key cost, without the waits of a loaded machine. */
  keyCpuMs: number[];
  keyPaintMs: number[];
}

export type SampleOutcome = { kind: 'sample'; sample: Sample } | { kind: 'timed out' };

export interface SampleOptions {
  keys: number;
  timeLimitMs: number;
  /** File names of the scripts the page requested, for the bundle rows. */
  loaded: Set<string>;
}

/** After each key, long enough for work a library defers (Form.io debounces its change handling). */
const keySettleMs = 250;
const letters = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The renderer main thread's time so far, in ms, on all its tasks (script, style, layout, paint,
 * GC, parsing...): as wall-clock task durations (TaskDuration), which a loaded machine stretches,
 * and as CPU time (ThreadTime).
 */
async function mainThreadMs(cdp: CDPSession): Promise<{ task: number; cpu: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const ms = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return { task: ms('TaskDuration'), cpu: ms('ThreadTime') };
}

/** Until the page's main thread is idle, so the page load's own work is not timed as mounting. */
const idle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
  );

async function withTimeLimit<T>(work: Promise<T>, ms: number): Promise<T | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), ms);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One cold sample: a fresh browser context loads the page, mounts the form once (timed), reports
 * its DOM and heap after a forced GC, then types keys into the text field in the middle.
 */
export async function measureSample(
  browser: Browser,
  url: string,
  form: BenchForm,
  options: SampleOptions,
): Promise<SampleOutcome> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const origin = new URL(url).origin;
    // Only the built files: no library may reach the network (Form.io looks for its CDN).
    await context.route(
      (target) => target.origin !== origin,
      (route) => route.abort(),
    );
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error (${url}): ${error.message}`));
    page.on('request', (request) => options.loaded.add(path.basename(new URL(request.url()).pathname)));
    await page.goto(url);
    await page.waitForFunction(() => typeof window.bench === 'object');
    // The form's schema is built (and a planned form handed over) before the clock and the CPU count.
    await page.evaluate((planned) => window.bench.prepare(planned), form);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await idle(page);

    const beforeMount = await mainThreadMs(cdp);
    const mounted = await withTimeLimit<MountSample>(
      page.evaluate(() => window.bench.mount()),
      options.timeLimitMs,
    );
    if (mounted === 'timed out') return { kind: 'timed out' };
    const mountCpuMs = (await mainThreadMs(cdp)).cpu - beforeMount.cpu;

    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');

    await page.evaluate(() => window.bench.prepareTyping());
    await idle(page);
    const keyTaskMs: number[] = [];
    const keyCpuMs: number[] = [];
    for (let key = 0; key < options.keys; key += 1) {
      const before = await mainThreadMs(cdp);
      await page.keyboard.press(letters[key % letters.length] ?? 'a');
      await page.evaluate((n) => window.bench.keystrokes(n), key + 1);
      // Keys land at different points of the frame, as a person's do.
      await page.waitForTimeout(keySettleMs + Math.random() * 20);
      const after = await mainThreadMs(cdp);
      keyTaskMs.push(after.task - before.task);
      keyCpuMs.push(after.cpu - before.cpu);
    }
    const paints: KeystrokeSample[] = await page.evaluate((n) => window.bench.keystrokes(n), options.keys);
    return {
      kind: 'sample',
      sample: {
        mountMs: mounted.mountMs,
        mountCpuMs,
        domNodes: mounted.domNodes,
        fields: mounted.fields,
        heapBytes: usedSize,
        keyTaskMs,
        keyCpuMs,
        keyPaintMs: paints.map((key) => key.paintMs),
      },
    };
  } finally {
    await context.close();
  }
}
