// Totals every suite from the runners' machine-readable reports (reports/*.json) into the one
// line CI reads: "N passed, N failed" and ", N skipped" where any were.
import fs from 'node:fs';
import path from 'node:path';

const reportsDir = path.resolve(import.meta.dirname, '..', 'reports');

function readJson(file) {
  const full = path.join(reportsDir, file);
  return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : undefined;
}

/** Vitest's JSON reporter (Jest-compatible shape). */
function vitestCounts(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Playwright's JSON reporter: expected = passed, unexpected = failed, flaky counted as failed. */
function playwrightCounts(report) {
  const s = report.stats;
  return {
    passed: s.expected,
    failed: s.unexpected + s.flaky + (report.errors?.length ?? 0),
    skipped: s.skipped,
  };
}

/** scripts/test.mjs's own reports: a whole check (typecheck, lint) or a suite that had to run but could not. */
function checkCounts(report) {
  return { passed: report.passed, failed: report.failed, skipped: report.skipped };
}

export function totalReports() {
  const total = { passed: 0, failed: 0, skipped: 0 };
  const parts = [];
  for (const file of fs.existsSync(reportsDir) ? fs.readdirSync(reportsDir).sort() : []) {
    if (!file.endsWith('.json')) continue;
    const report = readJson(file);
    const counts = file.startsWith('vitest')
      ? vitestCounts(report)
      : file.startsWith('playwright')
        ? playwrightCounts(report)
        : checkCounts(report);
    parts.push(
      `${file.replace(/\.json$/, '')}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
    );
    for (const key of Object.keys(total)) total[key] += counts[key];
  }
  return { total, parts };
}

export function formatTotal({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${formatTotal(totalReports().total)}\n`);
}
