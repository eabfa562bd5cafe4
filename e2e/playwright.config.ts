import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';
import { baseUrl, mailPort, serverPort } from './support/e2eEnvironment';

const dataDir = path.join(os.tmpdir(), `clinic-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '../reports/playwright.json' }]],
  use: {
    baseURL: baseUrl,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  // The real server, built as `npm start` builds it, on a fresh embedded database with demo data,
  // sending its mail to a catcher the tests read (e2e/webServer.mjs).
  webServer: {
    command: 'node e2e/webServer.mjs',
    cwd: '..',
    url: `${baseUrl}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(serverPort),
      E2E_MAIL_PORT: String(mailPort),
      PUBLIC_URL: baseUrl,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      STAFF_ADMIN_PASSWORD: 'e2e-admin-password',
      LOG_LEVEL: 'warn',
      // Tests claim client addresses (X-Forwarded-For) so per-IP sign-in limits do not throttle a run.
      TRUST_PROXY: 'true',
    },
  },
});
