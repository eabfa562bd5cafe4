/**
 * The builder's half of `npm run bench -w packages/forms-react` (issue 21.7): with a form of 500
 * components in the builder, how long until a click on a component shows its properties, a drag
 * shows its drop areas and the one under the pointer, and undo and redo of a move show on the
 * canvas — each from the user's input to the next painted frame, in Debian's headless Chromium.
 * Prints medians and the slowest, and writes them to builder/results.md.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../../../../e2e/chromium';
import { benchDir } from '../benchDir';
import { servePages } from '../servePages';
import { formatMs, median } from '../stats';

const components = Number(process.env.BUILDER_BENCH_COMPONENTS ?? 500);
const runs = Number(process.env.BUILDER_BENCH_RUNS ?? 15);
const warmups = 3;
/** The targets of issue 21.7. */
const targets = { select: 100, drag: 1000 / 60, undo: 50 } as const;

async function buildBuilderPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: benchDir,
    base: './',
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: { input: path.join(benchDir, 'builder/builderPage.html') },
    },
  });
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

async function times(count: number, sample: (run: number) => Promise<number>): Promise<number[]> {
  const kept: number[] = [];
  for (let run = 0; run < warmups + count; run += 1) {
    const ms = await sample(run);
    if (run >= warmups) kept.push(ms);
  }
  return kept;
}

async function center(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const present = (page: Page, selector: string) =>
  page.evaluate((wanted) => window.builderBench.present(wanted), selector);

/** Picks up the component's handle, glides onto the first drop area and (when `drop`) lets go. */
async function dragToTop(page: Page, id: string, drop: boolean): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    return window.builderBench.settled();
  });
  const handle = await center(page, `[data-component-id="${id}"] .cfb-handle`);
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  await page.mouse.move(handle.x + 12, handle.y + 12, { steps: 3 });
  await present(page, '.cfb-canvas[data-dragging] [data-drop-area="drop:form:0"]');
  const area = await center(page, '[data-drop-area="drop:form:0"]');
  await page.mouse.move(area.x, area.y, { steps: 8 });
  await present(page, '[data-drop-area="drop:form:0"][data-over="true"]');
  if (!drop) await page.keyboard.press('Escape');
  await page.mouse.up();
  await present(page, '.cfb-canvas:not([data-dragging])');
}

async function main() {
  const outDir = path.join(benchDir, '../../../node_modules/.cache/forms-react-bench/builder');
  await buildBuilderPage(outDir);
  const { origin, server } = await servePages(outDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const loadBefore = loadAverage();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    page.on('crash', () => console.error('the page crashed'));
    await page.goto(`${origin}/builder/builderPage.html?components=${components}`);
    await page.waitForFunction(() => typeof window.builderBench === 'object');
    const shown = await page.evaluate((count) => window.builderBench.ready(count), components);
    const ids = await page.$$eval('.cfb-component[data-component-id]', (elements) =>
      elements.map((element) => element.getAttribute('data-component-id') ?? ''),
    );
    // Components from top to bottom of the form, in turn.
    const spread = [0.02, 0.25, 0.5, 0.75, 0.98].map((at) => ids[Math.floor(at * (ids.length - 1))] ?? '');
    const select = await times(runs, (run) =>
      page.evaluate((id) => window.builderBench.select(id), spread[run % spread.length] ?? ''),
    );

    const dragged = ids[2] ?? '';
    const drags: Array<{ areasMs: number; overMs: number }> = [];
    for (let run = 0; run < warmups + runs; run += 1) {
      await page.evaluate(() => window.builderBench.watchDrag());
      await dragToTop(page, dragged, false);
      const sample = await page.evaluate(() => window.builderBench.dragTimes());
      if (run >= warmups) drags.push(sample);
    }

    const before = await page.evaluate((id) => window.builderBench.positionOf(id), dragged);
    await dragToTop(page, dragged, true);
    const after = await page.evaluate((id) => window.builderBench.positionOf(id), dragged);
    if (after === before) throw new Error('the move did not happen');
    const key = async (shortcut: string, index: number) => {
      // Keys go to the builder (outside a text field); Undo itself is disabled once nothing is left to undo.
      await page.getByRole('button', { name: 'Paste layout', exact: true }).focus();
      await page.evaluate(
        ([id, at]) => window.builderBench.watchKey(id as string, at as number),
        [dragged, index],
      );
      await page.keyboard.press(shortcut);
      return page.evaluate(() => window.builderBench.keyTime());
    };
    const undo: number[] = [];
    const redo: number[] = [];
    for (let run = 0; run < warmups + runs; run += 1) {
      const undone = await key('Control+z', before);
      const redone = await key('Control+Shift+z', after);
      if (run >= warmups) {
        undo.push(undone);
        redo.push(redone);
      }
    }

    const row = (what: string, values: number[], target: number) =>
      `| ${what} | ${formatMs(median(values))} | ${formatMs(Math.max(...values))} | ${formatMs(target)} | ${median(values) <= target ? 'met' : 'not met'} |`;
    const report = [
      '# Builder benchmark',
      '',
      `${shown} components on the canvas, ${runs} runs after ${warmups} warm-ups, Chromium at 1280 × 900, from the input to the next painted frame. Load average ${loadBefore} before, ${loadAverage()} after.`,
      '',
      '| What | Median | Slowest | Target | |',
      '| --- | --- | --- | --- | --- |',
      row('Click a component: its properties shown', select, targets.select),
      row(
        'Drag past the threshold: drop areas shown',
        drags.map((d) => d.areasMs),
        targets.drag,
      ),
      row(
        'Pointer onto a drop area: it is highlighted',
        drags.map((d) => d.overMs),
        targets.drag,
      ),
      row('Undo a move (Ctrl+Z)', undo, targets.undo),
      row('Redo it (Ctrl+Shift+Z)', redo, targets.undo),
      '',
    ].join('\n');
    console.log(report);
    await writeFile(path.join(benchDir, 'builder/results.md'), report);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
