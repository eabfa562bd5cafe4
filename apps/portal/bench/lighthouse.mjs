// `npm run bench -w apps/portal`: Lighthouse (mobile: emulated phone, simulated slow 4G and CPU)
// on /welcome and /signin of the built portal, served by the real server on a fresh database.
// Issue 7 asks for performance >= 90 and accessibility >= 95 on both pages.
// With WEB_ROOT set, the server serves the apps built there as they are (nothing is rebuilt).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildWhatIsStale } from '../../../scripts/buildSteps.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pages = ['/welcome', '/signin'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-lighthouse-'));
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
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

if (!process.env.WEB_ROOT) buildWhatIsStale();
const server = await startServer();
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
try {
  const rows = [];
  for (const page of pages) {
    const scores = { performance: [], accessibility: [], fcp: [], lcp: [], tbt: [] };
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const { categories, audits } = result.lhr;
      scores.performance.push(Math.round(categories.performance.score * 100));
      scores.accessibility.push(Math.round(categories.accessibility.score * 100));
      scores.fcp.push(audits['first-contentful-paint'].numericValue);
      scores.lcp.push(audits['largest-contentful-paint'].numericValue);
      scores.tbt.push(audits['total-blocking-time'].numericValue);
    }
    rows.push(
      `| ${page} | ${median(scores.performance)} | ${median(scores.accessibility)} | ${(median(scores.fcp) / 1000).toFixed(2)} s | ${(median(scores.lcp) / 1000).toFixed(2)} s | ${median(scores.tbt).toFixed(0)} ms |`,
    );
  }
  process.stdout.write(
    [
      '',
      `Lighthouse ${runs} runs per page, mobile defaults, medians`,
      '| page | performance | accessibility | FCP | LCP | TBT |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n'),
  );
} finally {
  await chrome.kill();
  server.child.kill('SIGTERM');
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
