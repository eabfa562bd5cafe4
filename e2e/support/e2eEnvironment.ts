import { test } from '@playwright/test';

/**
 * The browser tests' servers. Each worker has its own pair: one for the UTC project and one for
 * the Los Angeles project, each with its own database and mail catcher, so workers never share
 * data and the Los Angeles run of the portal starts from the same demo data as the UTC run.
 * E2E_PORT (default 3917) is the first port, so several runs can share a machine: worker slot
 * `n` (Playwright's parallel index) takes E2E_PORT + 4n (UTC) and + 4n + 2 (Los Angeles), and a
 * server's mail catcher listens one port up. E2E_WORKERS (default 1) sets how many workers, and
 * so how many server pairs, a run has.
 */
export interface E2eServer {
  port: number;
  mailPort: number;
  url: string;
  mailApiUrl: string;
}

const firstPort = Number(process.env.E2E_PORT ?? 3917);

export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

function serverAt(port: number): E2eServer {
  return {
    port,
    mailPort: port + 1,
    url: `http://127.0.0.1:${port}`,
    mailApiUrl: `http://127.0.0.1:${port + 1}`,
  };
}

export const losAngelesProject = 'chromium-los-angeles';

/**
 * A server a spec starts for itself (its own data folder), with its mail catcher one port up:
 * on the first ports past every worker's, so runs with different E2E_PORT never share it.
 */
export function specOwnServer(): E2eServer {
  return serverAt(firstPort + 4 * e2eWorkers);
}

/**
 * Where e2e/webServers.mjs answers once every worker's servers are up: the port after the
 * spec-own server's mail catcher's.
 */
export const readyPort = firstPort + 4 * e2eWorkers + 2;

/** The servers of worker slot `slot` (0 .. e2eWorkers - 1). */
export function serversOfSlot(slot: number) {
  const port = firstPort + 4 * slot;
  return { utc: serverAt(port), losAngeles: serverAt(port + 2) };
}

/**
 * The slot whose servers the config's baseURL points at: Playwright sets TEST_PARALLEL_INDEX in
 * a worker before it loads the config there, so each worker's pages open its own servers.
 */
export const configSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The server of a worker (its parallel index) in a project, e.g. for a worker-scoped fixture. */
export function serverOfWorker(worker: { parallelIndex: number; project: { name: string } }): E2eServer {
  if (worker.parallelIndex >= e2eWorkers) {
    throw new Error(`worker ${worker.parallelIndex} has no server: set E2E_WORKERS instead of --workers`);
  }
  const servers = serversOfSlot(worker.parallelIndex);
  return worker.project.name === losAngelesProject ? servers.losAngeles : servers.utc;
}

/** The server of the running test's worker and project (call it inside a test or hook). */
export function currentServer(): E2eServer {
  return serverOfWorker(test.info());
}

export const baseUrl = (): string => currentServer().url;
export const mailApiUrl = (): string => currentServer().mailApiUrl;
