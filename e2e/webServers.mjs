// Every server of a browser test run, started at once by one command (playwright.config.ts).
// Playwright starts its webServer entries one after another, and a server's start (a new
// database: migrations and demo data) is mostly CPU with some waiting, so four of them in a row
// took about a minute of a run on two cores; together they overlap. The apps are built first,
// once, so no two servers build at the same time. Each server is e2e/webServer.mjs with its own
// environment (E2E_SERVERS, a JSON list of environments); when every one answers /api/health,
// this process answers on E2E_READY_PORT, the address Playwright waits for. A server that stops
// stops the run's servers: this process exits, and Playwright says so.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { buildWhatIsStale } from '../scripts/buildSteps.mjs';

/** @type {Record<string, string>[]} */
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const readyPort = Number(process.env.E2E_READY_PORT);

buildWhatIsStale();

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];

for (const env of servers) {
  const child = spawn(process.execPath, ['e2e/webServer.mjs'], {
    env: { ...process.env, ...env },
    // Its errors go to Playwright, which shows them.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    process.stderr.write(`The server on port ${env.PORT} stopped (${signal ?? code}).\n`);
    // Playwright stops no process of a command that has exited: the other servers go with it.
    for (const other of children) if (other !== child) other.kill('SIGKILL');
    process.exit(1);
  });
  children.push(child);
}

/** Resolves once the server answers /api/health (its process exiting first ends this one). */
async function healthy(port) {
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

await Promise.all(servers.map((env) => healthy(env.PORT)));
http.createServer((_request, response) => response.end('ready')).listen(readyPort, '127.0.0.1');
