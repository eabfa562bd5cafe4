/**
 * The INP half of `npm run bench -w packages/forms-react` (issue 22 point 5): interaction to next
 * paint while a patient types in a 100-field e-form on a phone-class CPU (Chromium's 4× CPU
 * slowdown, a phone's viewport), as the `web-vitals` library measures it in the field. Each sample
 * is a cold page: a fresh browser context loads our viewer in e-form mode, mounts the bench form
 * (benchForm.ts), and keys are typed one after another into the text field in the middle, each
 * once the previous one was painted. The page's INP after the last key is the sample (with fewer
 * than 50 interactions, the slowest one). Prints the 75th percentile against the target (under
 * 100 ms), with the load average.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../../e2e/chromium';
import { buildPages } from '../buildPages';
import { servePages } from '../servePages';
import { formatMs, loadAverage, median } from '../stats';

const fields = Number(process.env.INP_FIELDS ?? 100);
const runs = Number(process.env.INP_RUNS ?? 9);
const keys = Number(process.env.INP_KEYS ?? 20);
const targetMs = 100;
const letters = 'abcdefghijklmnopqrstuvwxyz';

declare global {
  interface Window {
    /** The page's INP as web-vitals last reported it. */
    inpMs?: number;
    webVitals: {
      onINP(report: (metric: { value: number }) => void, options: Record<string, unknown>): void;
    };
  }
}

/** The value at `fraction` of the sorted samples (nearest rank, as field data reports it). */
function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** Until the frame after the current one was produced: event timing entries are delivered by then. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );

// The package exports no path to its IIFE build: found beside its main file.
const webVitals = await readFile(
  path.join(path.dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'),
  'utf8',
);

const outDir = await mkdtemp(path.join(os.tmpdir(), 'forms-react-inp-'));
const loadAtStart = loadAverage();
const [page] = await buildPages(outDir, ['ours']);
if (!page) throw new Error('our bench page was not built');
const { origin, server } = await servePages(outDir);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const samples: number[] = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const tab = await context.newPage();
      // web-vitals as a site would load it, observing from the start (16 ms: every interaction).
      await tab.addInitScript(
        `${webVitals}\nwebVitals.onINP((metric) => { window.inpMs = metric.value; }, { reportAllChanges: true, durationThreshold: 16 });`,
      );
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await tab.goto(`${origin}/${page.htmlPath}?mode=e-form`);
      await tab.waitForFunction(() => typeof window.bench === 'object');
      await tab.evaluate((n) => window.bench.prepare(n), fields);
      await tab.evaluate(() => window.bench.mount());
      await tab.evaluate(() => window.bench.prepareTyping());
      for (let key = 0; key < keys; key += 1) {
        await tab.keyboard.press(letters[key % letters.length] ?? 'a');
        await tab.evaluate((n) => window.bench.keystrokes(n), key + 1);
      }
      await nextFrames(tab);
      const inp = await tab.evaluate(() => window.inpMs);
      if (inp === undefined) throw new Error('web-vitals reported no INP');
      samples.push(inp);
      console.error(`INP sample ${run + 1}: ${formatMs(inp)} (load ${loadAverage()})`);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
  await rm(outDir, { recursive: true, force: true });
}
const p75 = percentile(samples, 0.75);
console.log(
  [
    '',
    `INP typing in a ${fields}-field e-form (ours, e-form mode), 4× CPU slowdown, phone viewport, web-vitals`,
    `${runs} cold pages, ${keys} keys each; load average at start ${loadAtStart}, at end ${loadAverage()}`,
    '| p75 | median | slowest | target |',
    '| --- | --- | --- | --- |',
    `| ${formatMs(p75)} | ${formatMs(median(samples))} | ${formatMs(Math.max(...samples))} | < ${targetMs} ms ${p75 < targetMs ? 'met' : 'MISSED'} |`,
    '',
  ].join('\n'),
);
