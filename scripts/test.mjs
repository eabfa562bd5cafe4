// `npm test`: typecheck, lint, unit and server tests (Vitest: PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then browser tests (Playwright in Debian's Chromium against the
// real built server). A suite that cannot run is skipped with the reason, or fails under CI=true.
// Ends with one line totalling every suite, read from the runners' JSON reports.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildWhatIsStale } from './buildSteps.mjs';
import { formatTotal, totalReports } from './totalReports.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reportsDir = path.join(root, 'reports');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const stepFailures = [];

fs.rmSync(reportsDir, { recursive: true, force: true });
fs.mkdirSync(reportsDir, { recursive: true });

function writeCheckReport(name, counts) {
  fs.writeFileSync(path.join(reportsDir, `check-${name}.json`), JSON.stringify(counts));
}

/** Runs one step; `checkName` makes the whole step count as one passed or failed check. */
function run(title, command, args, checkName) {
  process.stdout.write(`\n=== ${title} ===\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const ok = result.status === 0;
  if (!ok) stepFailures.push(title);
  if (checkName) writeCheckReport(checkName, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
  return ok;
}

/** Under CI a missing prerequisite fails the run; elsewhere the suite is skipped, saying why. */
function unavailable(suite, reason) {
  if (ci) {
    process.stdout.write(`\n${suite} suite FAILED: ${reason} (CI=true requires it)\n`);
    writeCheckReport(`${suite}-suite`, { passed: 0, failed: 1, skipped: 0 });
  } else {
    process.stdout.write(`\n${suite} suite skipped: ${reason}\n`);
  }
}

const node = process.execPath;
run('typecheck', node, ['scripts/typecheck.mjs'], 'typecheck');
run('lint (Biome)', node, ['node_modules/@biomejs/biome/bin/biome', 'check', '.'], 'lint');

if (!process.env.TEST_DATABASE_URL) unavailable('postgresql', 'TEST_DATABASE_URL is not set');
run('unit and server tests (Vitest)', node, [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reportsDir, 'vitest.json')}`,
]);

if (!fs.existsSync(chromiumPath)) {
  unavailable('browser', `no Chromium at ${chromiumPath} (apt-get install chromium)`);
} else {
  buildWhatIsStale();
  // Two workers, each with its own servers (e2e/support/e2eEnvironment.ts): tests wait on the
  // server, the browser and timers much of the time, so two of them fit on two cores.
  process.env.E2E_WORKERS ??= '2';
  run('browser tests (Playwright, Chromium)', node, [
    'node_modules/@playwright/test/cli.js',
    'test',
    '--config',
    'e2e/playwright.config.ts',
  ]);
}

const { total, parts } = totalReports();
process.stdout.write(`\n${parts.join('\n')}\n`);
if (stepFailures.length) process.stdout.write(`Failed steps: ${stepFailures.join(', ')}\n`);
process.stdout.write(`${formatTotal(total)}\n`);
process.exit(stepFailures.length || total.failed ? 1 : 0);
