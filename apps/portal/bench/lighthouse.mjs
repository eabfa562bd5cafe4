// `npm run bench -w apps/portal`: Lighthouse (mobile: emulated phone, simulated slow 4G and CPU)
// on /welcome and /signin signed out and /home and /documents signed in as the demo patient, of
// the built portal served by the real server on a fresh database: medians of 5 cold loads a page.
// Issue 22 point 5 asks for performance >= 95 and accessibility 100 on all four.
// With WEB_ROOT set, the server serves the apps built there as they are (nothing is rebuilt).
// LIGHTHOUSE_RUNS changes the number of runs. The machine's load average is printed beside the
// figures: a loaded machine lowers them (TBT and LCP count main-thread time).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startMailCatcher } from '../../../e2e/support/mailCatcher.mjs';
import { buildWhatIsStale } from '../../../scripts/buildSteps.mjs';
import { signedInSession } from './signedInSession.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const signedOutPages = ['/welcome', '/signin'];
const signedInPages = ['/home', '/documents'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(smtpUrl) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-lighthouse-'));
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      SMTP_URL: smtpUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child, dataDir };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** What Lighthouse blames on a run: its opportunities with the most time to save. */
function blamed(lhr) {
  return Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) > 0)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .slice(0, 3)
    .map((audit) => `${audit.id} ${Math.round(audit.details.overallSavingsMs)} ms`)
    .join(', ');
}

/** issue 22 point 5: the scripts /signin loads, gzip-compressed one by one (as the load budget test). */
const signinJsTargetKb = 120;

/** The scripts a run loaded, each fetched again and gzipped: the JavaScript a phone downloads. */
async function scriptsGzipBytes(lhr) {
  const urls = lhr.audits['network-requests'].details.items
    .filter((request) => request.resourceType === 'Script')
    .map((request) => request.url);
  const sizes = await Promise.all(
    urls.map(async (url) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * `runs` cold loads of `page`; signed-in pages keep the session (cookie and marker) and lose only
 * the HTTP cache between runs, as a returning patient after a cache purge.
 */
async function measure(page, { signedIn, browser }) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    if (signedIn) {
      const tab = await browser.contexts()[0].newPage();
      await (await tab.context().newCDPSession(tab)).send('Network.clearBrowserCache');
      await tab.close();
    }
    const { lhr } = await lighthouse(`${server.url}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: signedIn,
    });
    // A signed-in page that sent the visitor to /signin measured the wrong page.
    if (new URL(lhr.finalDisplayedUrl).pathname !== page)
      throw new Error(`${page} ended on ${lhr.finalDisplayedUrl}`);
    results.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      blamed: blamed(lhr),
      jsGzip: await scriptsGzipBytes(lhr),
    });
  }
  const of = (key) => median(results.map((r) => r[key]));
  const performance = of('performance');
  const medianRun = results.find((r) => r.performance === performance);
  jsGzipKb.set(page, of('jsGzip') / 1024);
  return [
    `| ${page} | ${performance} (${results.map((r) => r.performance).join(' ')}) | ${of('accessibility')}`,
    `${(of('fcp') / 1000).toFixed(2)} s | ${(of('lcp') / 1000).toFixed(2)} s | ${of('tbt').toFixed(0)} ms`,
    `${of('cls').toFixed(3)} | ${jsGzipKb.get(page).toFixed(1)} kB | ${loadAverage()} | ${medianRun.blamed || '-'} |`,
  ].join(' | ');
}

const jsGzipKb = new Map();

if (!process.env.WEB_ROOT) buildWhatIsStale();
const catcher = await startMailCatcher();
const server = await startServer(catcher.smtpUrl);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
// The same browser, driven to hold the patient's session for the signed-in pages.
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
try {
  const rows = [];
  for (const page of signedOutPages) rows.push(await measure(page, { signedIn: false, browser }));
  const session = await signedInSession(server.url, catcher);
  const context = browser.contexts()[0];
  await context.addCookies([
    { name: 'portal_session', value: session.cookie, url: server.url, httpOnly: true, sameSite: 'Strict' },
  ]);
  const tab = await context.newPage();
  await tab.goto(`${server.url}/api/health`);
  await tab.evaluate((marker) => localStorage.setItem('user', marker), session.marker);
  await tab.close();
  for (const page of signedInPages) rows.push(await measure(page, { signedIn: true, browser }));
  process.stdout.write(
    [
      '',
      `Lighthouse ${runs} runs per page, mobile defaults, medians (performance of each run in brackets)`,
      'Targets (issue 22 point 5): performance >= 95, accessibility 100',
      '| page | performance | accessibility | FCP | LCP | TBT | CLS | JS (gzip) | load average after (1, 5, 15 min) | most time to save (median run) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n'),
  );
  const signinKb = jsGzipKb.get('/signin');
  const met = signinKb <= signinJsTargetKb;
  process.stdout.write(
    `/signin loads ${signinKb.toFixed(1)} kB of gzip JavaScript: target <= ${signinJsTargetKb} kB ${met ? 'met' : 'MISSED'}\n`,
  );
  // The benchmark fails while the budget is missed (the browser test guards the older 150 kB).
  if (!met) process.exitCode = 1;
} finally {
  await browser.close();
  await chrome.kill();
  await catcher.close();
  server.child.kill('SIGTERM');
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
