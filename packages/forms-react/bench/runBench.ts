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
import { bundleTable, measureTables, type SizeResult } from './report';
import { measureRounds } from './rounds';
import { servePages } from './servePages';
import { keys, largeFrom, runs, runsLarge, sizes, timeLimitMs } from './settings';
import { loadAverage } from './stats';
import { variants as allVariants, type Variant } from './variants';

/** BENCH_LIBRARIES=plain,ours runs those pages only (quicker, e.g. while working on one library). */
const libraries = process.env.BENCH_LIBRARIES?.split(',');
const variants = allVariants.filter((variant) => !libraries || libraries.includes(variant.library));

const outDir = await mkdtemp(path.join(os.tmpdir(), 'forms-react-bench-'));
try {
  const loadAtStart = loadAverage();
  const startedAt = new Date().toISOString();
  const built = await buildPages(
    outDir,
    variants.map((variant) => variant.library),
  );
  const { origin, server } = await servePages(outDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const loaded = new Map(built.map((page) => [page.library, new Set<string>()]));
  const results: SizeResult[] = [];
  try {
    const urlOf = (variant: Variant) =>
      `${origin}/${built.find((page) => page.library === variant.library)?.htmlPath}${variant.query}`;
    for (const size of sizes) {
      const sizeRuns = size >= largeFrom ? runsLarge : runs;
      const rounds = await measureRounds({
        browser,
        variants,
        urlOf,
        form: size,
        label: String(size),
        runs: sizeRuns,
        keys,
        timeLimitMs,
        loaded: (variant) => loaded.get(variant.library) ?? new Set(),
      });
      results.push({ size, runs: sizeRuns, ...rounds });
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
    measureTables(results, variants, timeLimitMs),
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
