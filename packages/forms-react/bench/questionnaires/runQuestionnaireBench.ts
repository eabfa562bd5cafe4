/**
 * The real questionnaires' half of `npm run bench -w packages/forms-react` (issue 22 point 3):
 * large public FHIR questionnaires (benchQuestionnaires.ts), imported with forms-core's
 * importQuestionnaire, in our viewer alone (the other libraries do not read FHIR), by the form
 * benchmark's method: cold samples, variants interleaved round by round, mount / DOM / heap /
 * keys typed into a text field near the middle. Prints one table with the load average and
 * writes it to questionnaires/results.md. `BENCH_ONLY=questionnaires` runs it alone.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../../e2e/chromium';
import { benchDir } from '../benchDir';
import { buildPages } from '../buildPages';
import { measures } from '../report';
import { measureRounds, type RoundsResult } from '../rounds';
import { servePages } from '../servePages';
import { keys, runs, timeLimitMs } from '../settings';
import { formatKb, loadAverage } from '../stats';
import { variants } from '../variants';
import { benchQuestionnaires } from './benchQuestionnaires';
import { planQuestionnaire, type QuestionnairePlan } from './planQuestionnaire';

const ours = variants.filter((variant) => variant.library === 'ours');

interface QuestionnaireResult extends RoundsResult {
  plan: QuestionnairePlan;
  /** Gzip bytes of the scripts the page loaded for this questionnaire (chunks loaded on demand included). */
  loadedGzip: number;
}

const outDir = await mkdtemp(path.join(os.tmpdir(), 'forms-react-questionnaires-'));
try {
  const loadAtStart = loadAverage();
  const startedAt = new Date().toISOString();
  const plans = await Promise.all(benchQuestionnaires.map(planQuestionnaire));
  const [page] = await buildPages(outDir, ['ours']);
  if (!page) throw new Error('our bench page was not built');
  const { origin, server } = await servePages(outDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results: QuestionnaireResult[] = [];
  try {
    for (const plan of plans) {
      const loaded = new Set<string>();
      const rounds = await measureRounds({
        browser,
        variants: ours,
        urlOf: (variant) => `${origin}/${page.htmlPath}${variant.query}`,
        form: plan,
        label: plan.name,
        runs,
        keys,
        timeLimitMs,
        loaded: () => loaded,
      });
      let loadedGzip = 0;
      for (const [name, script] of page.scripts) if (loaded.has(name)) loadedGzip += script.gzipBytes;
      results.push({ plan, loadedGzip, ...rounds });
    }
  } finally {
    await browser.close();
    server.close();
  }
  const header = [
    'questionnaire',
    'fields awaited, + not awaited, of components',
    'runs',
    'variant',
    ...measures.map((m) => m.column),
  ];
  const rows = results.flatMap((result) =>
    ours.map((variant) => {
      const samples = result.samples.get(variant) ?? [];
      const values = result.timedOut.has(variant)
        ? measures.map(() => `over ${timeLimitMs / 1000} s`)
        : measures.map((measure) => (samples.length > 0 ? measure.format(measure.pick(samples)) : '–'));
      const { plan } = result;
      return `| ${[plan.name, `${plan.visible.length} + ${plan.notAwaited} of ${plan.components}`, samples.length, variant.name, ...values].join(' | ')} |`;
    }),
  );
  const report = [
    '# Real questionnaires, ours alone',
    '',
    `Headless Chromium (${chromiumPath}), ${os.cpus().length} cores, started ${startedAt}.`,
    `Load average (1, 5, 15 min) at start ${loadAtStart}, at end ${loadAverage()}.`,
    `Cold samples per variant: ${runs}, ${keys} keys each; medians. Method and columns as in the form benchmark (README).`,
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows,
    '',
    '| questionnaire | typed into | JS loaded by the page, gzip |',
    '| --- | --- | --- |',
    ...results.map(
      (result) => `| ${result.plan.name} | ${result.plan.typedInto} | ${formatKb(result.loadedGzip)} |`,
    ),
    '',
  ].join('\n');
  console.log(report);
  await writeFile(path.join(benchDir, 'questionnaires/results.md'), report);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
