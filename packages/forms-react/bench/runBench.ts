/**
 * `npm run bench -w packages/forms-react`: our form renderer against plain React inputs, SurveyJS
 * (survey-core + survey-react-ui) and Form.io (@formio/js) in headless Chromium (issues 6 and
 * 22). Every sample is cold: a fresh browser context loads the page and mounts the form once.
 * Libraries take turns round by round. Prints markdown tables of medians and ratios, with the
 * load average, and writes them to bench/results.md above the history of earlier methods.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../e2e/chromium';
import { benchDir } from './benchDir';
import { buildPages } from './buildPages';
import { measureSample } from './measureSample';
import { bundleTable, measureTables, type SizeResult } from './report';
import { servePages } from './servePages';
import { formatMs } from './stats';
import { variants } from './variants';

const numberList = (text: string) => text.split(',').map(Number);
const sizes = numberList(process.env.BENCH_SIZES ?? '100,500,1000,5000');
/** Cold samples per library and size; the largest forms take minutes in some libraries, so fewer there. */
const runs = Number(process.env.BENCH_RUNS ?? 5);
const runsLarge = Number(process.env.BENCH_RUNS_LARGE ?? 2);
const largeFrom = Number(process.env.BENCH_LARGE_FROM ?? 5000);
const keys = Number(process.env.BENCH_KEYS ?? 5);
/** A mount over this is reported as such and that library is not run again at that size. */
const timeLimitMs = Number(process.env.BENCH_TIME_LIMIT_MS ?? 60_000);

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(', ');

const outDir = await mkdtemp(path.join(os.tmpdir(), 'forms-react-bench-'));
try {
  const loadAtStart = loadAverage();
  const startedAt = new Date().toISOString();
  const built = await buildPages(outDir);
  const { origin, server } = await servePages(outDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const loaded = new Map(built.map((page) => [page.library, new Set<string>()]));
  const results: SizeResult[] = [];
  try {
    const urlOf = (library: string, query: string) =>
      `${origin}/${built.find((page) => page.library === library)?.htmlPath}${query}`;
    for (const size of sizes) {
      const result: SizeResult = {
        size,
        runs: size >= largeFrom ? runsLarge : runs,
        samples: new Map(),
        timedOut: new Set(),
      };
      results.push(result);
      for (let round = 0; round < result.runs; round += 1) {
        // Each round starts with a different library, so none always runs first or last.
        const order = variants.map((_, i) => variants[(i + round) % variants.length]);
        for (const variant of order) {
          if (!variant || result.timedOut.has(variant)) continue;
          const outcome = await measureSample(browser, urlOf(variant.library, variant.query), size, {
            keys,
            timeLimitMs,
            loaded: loaded.get(variant.library) ?? new Set(),
          });
          if (outcome.kind === 'timed out') {
            result.timedOut.add(variant);
            console.error(`${variant.name} ${size}: over the ${timeLimitMs} ms limit`);
            continue;
          }
          const { sample } = outcome;
          result.samples.set(variant, [...(result.samples.get(variant) ?? []), sample]);
          console.error(
            `${variant.name} ${size} #${round + 1}: mount ${formatMs(sample.mountMs)} (${formatMs(sample.mountCpuMs)} CPU, ${sample.fields} fields, ${sample.domNodes} nodes), key ${sample.keyTaskMs.map((ms) => ms.toFixed(1)).join('/')} ms main thread (${sample.keyCpuMs.map((ms) => ms.toFixed(1)).join('/')} ms CPU)`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  const bundles = new Map(
    built.map((page) => {
      let total = 0;
      let loadedBytes = 0;
      for (const [name, script] of page.scripts) {
        total += script.gzipBytes;
        if (loaded.get(page.library)?.has(name)) loadedBytes += script.gzipBytes;
      }
      return [page.library, { loaded: loadedBytes, total }];
    }),
  );
  const report = [
    '# forms-react benchmark results',
    '',
    `Headless Chromium (${chromiumPath}), ${os.cpus().length} cores, started ${startedAt}.`,
    `Load average (1, 5, 15 min) at start ${loadAtStart}, at end ${loadAverage()}.`,
    `Cold samples per library: ${runs} (${runsLarge} from ${largeFrom} fields), ${keys} keys each; medians.`,
    'cv off: our rows are not skipped out of view (content-visibility). Ratios below 1× mean ours is faster or smaller.',
    '',
    measureTables(results, timeLimitMs),
    bundleTable(bundles),
    '',
  ].join('\n');
  console.log(report);
  const resultsFile = path.join(benchDir, 'results.md');
  const previous = await readFile(resultsFile, 'utf8');
  const history = previous.slice(Math.max(0, previous.indexOf('## History')));
  await writeFile(resultsFile, `${report}\n${history}`);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
