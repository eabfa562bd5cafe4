import { test } from '@playwright/test';

/**
 * The browser tests' servers. Each project has its own server, database and mail catcher, so
 * the Los Angeles run of the portal starts from the same demo data as the UTC run. E2E_PORT
 * moves them, so several runs can share a machine: a server's mail catcher listens one port up.
 */
export interface E2eServer {
  port: number;
  mailPort: number;
  url: string;
  mailApiUrl: string;
}

const firstPort = Number(process.env.E2E_PORT ?? 3917);

function serverAt(port: number): E2eServer {
  return {
    port,
    mailPort: port + 1,
    url: `http://127.0.0.1:${port}`,
    mailApiUrl: `http://127.0.0.1:${port + 1}`,
  };
}

export const losAngelesProject = 'chromium-los-angeles';

export const e2eServers = { utc: serverAt(firstPort), losAngeles: serverAt(firstPort + 2) };

/** The server of the running test's project (call it inside a test or hook). */
export function currentServer(): E2eServer {
  return test.info().project.name === losAngelesProject ? e2eServers.losAngeles : e2eServers.utc;
}

export const baseUrl = (): string => currentServer().url;
export const mailApiUrl = (): string => currentServer().mailApiUrl;
