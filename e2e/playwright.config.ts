import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';
import {
  configSlot,
  type E2eServer,
  e2eWorkers,
  losAngelesProject,
  readyPort,
  serversOfSlot,
} from './support/e2eEnvironment';

const runId = `${process.pid}-${Date.now()}`;

/**
 * The environment of one real server, built as `npm start` builds it, on a fresh embedded
 * database with demo data, sending its mail to a catcher the tests read (e2e/webServer.mjs).
 */
function serverEnv(server: E2eServer, name: string): Record<string, string> {
  return {
    PORT: String(server.port),
    E2E_MAIL_PORT: String(server.mailPort),
    PUBLIC_URL: server.url,
    HOST: '127.0.0.1',
    DATA_DIR: path.join(os.tmpdir(), `clinic-e2e-${name}-${runId}`),
    SEED: 'demo',
    STAFF_ADMIN_PASSWORD: 'e2e-admin-password',
    LOG_LEVEL: 'warn',
    // Tests claim client addresses (X-Forwarded-For) so per-IP sign-in limits do not throttle a run.
    TRUST_PROXY: 'true',
  };
}

const slots = Array.from({ length: e2eWorkers }, (_, slot) => slot);
const ownServers = serversOfSlot(configSlot);

export default defineConfig({
  testDir: './tests',
  // Files spread over the workers; a file's tests run in order in one worker.
  fullyParallel: false,
  workers: e2eWorkers,
  retries: 0,
  // A journey here is several actors (a patient, staff, a second patient, the mailbox), each a
  // browser context with its own page loads: on two loaded cores one takes 25-45 s, so 30 s
  // failed sound journeys.
  timeout: 90_000,
  // What a page shows after its first load: on two loaded cores a cold lazy page (the server
  // answering the other worker's journey meanwhile) appeared 5-6 s after goto, just past
  // Playwright's default 5 s (booking "an anonymous visitor...", CI of 2026-11-28). A real hang
  // still fails within 10 s.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../reports/playwright.json' }]],
  use: {
    baseURL: ownServers.utc.url,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // A failed test keeps its trace with the page's DOM at every action; the screencast is left
    // out: filming every test cost about a tenth of the suite's time on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    { name: 'chromium', use: { timezoneId: 'UTC' } },
    // Issue 7: the portal's date and time screens run a second time with the browser in Los
    // Angeles, where a wrong use of local time shows (dates shifting a day, past and upcoming
    // swapped): the dashboard, appointments and the request wizard, the waitlist, billing; and a
    // New York location's times read from there (issue 18.8).
    {
      name: losAngelesProject,
      use: { timezoneId: 'America/Los_Angeles', baseURL: ownServers.losAngeles.url },
      testMatch:
        /\/(portalDashboard|booking|bookingWaitlist|billing|locationTimeZones|staffSchedule)\.spec\.ts$/,
    },
  ],
  // A UTC and a Los Angeles server per worker (e2e/support/e2eEnvironment.ts), all started at
  // once by e2e/webServers.mjs, which answers on the ready port when every one is up.
  webServer: {
    command: 'node e2e/webServers.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${readyPort}/`,
    // The three minutes each server had when they started one after another: starting together
    // on a loaded machine, they can all take that long.
    timeout: 180_000 * slots.length * 2,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      E2E_READY_PORT: String(readyPort),
      E2E_SERVERS: JSON.stringify(
        slots.flatMap((slot) => [
          serverEnv(serversOfSlot(slot).utc, `utc-${slot}`),
          serverEnv(serversOfSlot(slot).losAngeles, `los-angeles-${slot}`),
        ]),
      ),
    },
  },
});
