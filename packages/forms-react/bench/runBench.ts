/**
 * `npm run bench -w packages/forms-react`: our form renderer against SurveyJS (survey-core +
 * survey-react-ui) and Form.io (@formio/js) in headless Chromium (issue 6). Each library gets
 * a page built by Vite; the same 100- and 500-field form is rendered and typed into.
 * Prints a markdown table of medians and ratios, and writes it to bench/results.md.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../e2e/chromium';
import { benchDir } from './benchDir';
import { type BuiltPage, buildPages, type LibraryName } from './buildPages';
import type { KeystrokeSample, RenderSample } from './pages/harness';
import { servePages } from './servePages';
import { formatKb, formatMs, formatRatio, median } from './stats';

const sizes = [100, 500] as const;
const renderWarmups = 3;
const renderRuns = Number(process.env.BENCH_RENDER_RUNS ?? 15);
const keystrokeWarmups = 10;
const keystrokeRuns = Number(process.env.BENCH_KEYSTROKES ?? 60);
const settleMs = 250;

interface LibraryResult {
  page: BuiltPage;
  render: Record<number, { layoutMs: number; paintMs: number; controls: number }>;
  keystroke: Record<number, { processedMs: number; paintMs: number; workMs: number }>;
  /** Gzip bytes of the scripts the page loaded to render and type in both forms. */
  loadedGzipBytes: number;
  totalGzipBytes: number;
}

async function openPage(browser: Browser, url: string, loaded: Set<string>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const origin = new URL(url).origin;
  // Only the built files: no library may reach the network (Form.io looks for its CDN).
  await context.route(
    (target) => target.origin !== origin,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  page.on('request', (request) => loaded.add(path.basename(new URL(request.url()).pathname)));
  await page.goto(url);
  await page.waitForFunction(() => typeof window.bench === 'object');
  return page;
}

/** Time so far, in ms, the page's main thread spent on what a library causes: script, style and layout. */
const libraryWorkMetrics = new Set(['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration']);

async function libraryWorkMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  let seconds = 0;
  for (const metric of metrics) if (libraryWorkMetrics.has(metric.name)) seconds += metric.value;
  return seconds * 1000;
}

/**
 * After each render: a pause, then the page's next idle period, so work a library leaves queued
 * (and the browser's own, e.g. autofill scanning new controls) is not timed as the next library's.
 */
const renderSettleMs = 150;

async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(renderSettleMs);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
  );
}
/** Keys typed into one library before moving to the next. */
const keystrokeRound = 10;

/** Renders the form in every page in turn, run after run: load from other processes on the shared machine hits every library alike. */
async function measureRenders(pages: readonly Page[], count: number) {
  const samples: RenderSample[][] = pages.map(() => []);
  for (let run = 0; run < renderWarmups + renderRuns; run += 1) {
    for (const [index, page] of pages.entries()) {
      const sample = await page.evaluate((n) => window.bench.render(n), count);
      if (run >= renderWarmups) samples[index]?.push(sample);
      await settle(page);
    }
  }
  return samples.map((runs) => ({
    layoutMs: median(runs.map((s) => s.layoutMs)),
    paintMs: median(runs.map((s) => s.paintMs)),
    controls: runs[0]?.controls ?? 0,
  }));
}

/** Types into one page; `type` adds keys, the first `keystrokeWarmups` of them not counted. */
async function typist(page: Page, count: number) {
  await page.evaluate((n) => window.bench.prepareTyping(n), count);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const work: number[] = [];
  let typed = 0;
  return {
    async type(keys: number) {
      await page.bringToFront();
      for (let key = 0; key < keys; key += 1) {
        const before = await libraryWorkMs(cdp);
        await page.keyboard.press(letters[typed % letters.length] ?? 'a');
        typed += 1;
        await page.waitForFunction((n) => window.bench.keystrokes().length >= n, typed);
        // Long enough for work a library defers (Form.io debounces its change handling); and keys
        // land at different points of the frame, as a person's do.
        await page.waitForTimeout(settleMs + Math.random() * 20);
        if (typed > keystrokeWarmups) work.push((await libraryWorkMs(cdp)) - before);
      }
    },
    async result() {
      const samples: KeystrokeSample[] = (await page.evaluate(() => window.bench.keystrokes())).slice(
        keystrokeWarmups,
      );
      return {
        processedMs: median(samples.map((s) => s.processedMs)),
        paintMs: median(samples.map((s) => s.paintMs)),
        workMs: median(work),
      };
    },
  };
}

/** Keystrokes in rounds of `keystrokeRound` keys per library, for the same reason as the renders. */
async function measureKeystrokes(pages: readonly Page[], count: number) {
  const typists = [];
  for (const page of pages) typists.push(await typist(page, count));
  for (let typed = 0; typed < keystrokeWarmups + keystrokeRuns; typed += keystrokeRound) {
    const keys = Math.min(keystrokeRound, keystrokeWarmups + keystrokeRuns - typed);
    for (const each of typists) await each.type(keys);
  }
  return Promise.all(typists.map((each) => each.result()));
}

async function measureAll(browser: Browser, origin: string, built: readonly BuiltPage[]) {
  const loaded = built.map(() => new Set<string>());
  const results = built.map(
    (page): LibraryResult => ({ page, render: {}, keystroke: {}, loadedGzipBytes: 0, totalGzipBytes: 0 }),
  );
  for (const size of sizes) {
    const pages: Page[] = [];
    for (const [index, page] of built.entries())
      pages.push(await openPage(browser, `${origin}/${page.htmlPath}`, loaded[index] ?? new Set()));
    const renders = await measureRenders(pages, size);
    const keystrokes = await measureKeystrokes(pages, size);
    for (const [index, result] of results.entries()) {
      const render = renders[index];
      const keystroke = keystrokes[index];
      if (!render || !keystroke) continue;
      result.render[size] = render;
      result.keystroke[size] = keystroke;
      console.error(
        `${result.page.library} ${size}: render ${formatMs(render.layoutMs)} (${render.controls} controls), keystroke ${formatMs(keystroke.paintMs)} to paint, ${formatMs(keystroke.workMs)} of work`,
      );
    }
    for (const page of pages) await page.context().close();
  }
  for (const [index, result] of results.entries()) {
    for (const [name, script] of result.page.scripts) {
      result.totalGzipBytes += script.gzipBytes;
      if (loaded[index]?.has(name)) result.loadedGzipBytes += script.gzipBytes;
    }
  }
  return results;
}

function table(results: Record<LibraryName, LibraryResult>): string {
  const ours = results.ours;
  const peers = [results.SurveyJS, results['Form.io']];
  const lines = [
    '| measure (median) | ours | SurveyJS | Form.io | SurveyJS ÷ ours | Form.io ÷ ours | target |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  const row = (
    label: string,
    pick: (r: LibraryResult) => number,
    format: (v: number) => string,
    target: string,
  ) => {
    const value = pick(ours);
    lines.push(
      `| ${label} | ${format(value)} | ${peers.map((p) => format(pick(p))).join(' | ')} | ${peers
        .map((p) => formatRatio(pick(p) / value))
        .join(' | ')} | ${target} |`,
    );
  };
  for (const size of sizes) {
    row(
      `render ${size} fields, to laid-out DOM`,
      (r) => r.render[size]?.layoutMs ?? Number.NaN,
      formatMs,
      '≥ 3× faster',
    );
    row(`render ${size} fields, to paint`, (r) => r.render[size]?.paintMs ?? Number.NaN, formatMs, '');
  }
  for (const size of sizes) {
    row(
      `keystroke in a ${size}-field form, handled`,
      (r) => r.keystroke[size]?.processedMs ?? Number.NaN,
      formatMs,
      '',
    );
    row(
      `keystroke in a ${size}-field form, script + style + layout until idle`,
      (r) => r.keystroke[size]?.workMs ?? Number.NaN,
      formatMs,
      '≥ 3× less',
    );
    row(
      `keystroke in a ${size}-field form, to paint`,
      (r) => r.keystroke[size]?.paintMs ?? Number.NaN,
      formatMs,
      '< 16 ms',
    );
  }
  row('JS loaded for these forms, gzip', (r) => r.loadedGzipBytes, formatKb, '< ⅓ of theirs (ratio ≥ 3×)');
  row('all JS chunks, gzip', (r) => r.totalGzipBytes, formatKb, '');
  return lines.join('\n');
}

const outDir = await mkdtemp(path.join(os.tmpdir(), 'forms-react-bench-'));
try {
  const built = await buildPages(outDir);
  const { origin, server } = await servePages(outDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results = {} as Record<LibraryName, LibraryResult>;
  try {
    for (const result of await measureAll(browser, origin, built)) results[result.page.library] = result;
  } finally {
    await browser.close();
    server.close();
  }
  const report = [
    `Headless Chromium (${chromiumPath}), ${os.cpus().length} cores, ${new Date().toISOString()}.`,
    `Medians of ${renderRuns} renders after ${renderWarmups} warm-ups, and of ${keystrokeRuns} keystrokes after ${keystrokeWarmups}.`,
    '',
    table(results),
    '',
  ].join('\n');
  console.log(report);
  await writeFile(path.join(benchDir, 'results.md'), report);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
