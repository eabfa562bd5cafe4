import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { cpuSpentSince } from './databaseCpu';

const execFileAsync = promisify(execFile);
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface RateSample {
  requestsPerSecond: number;
  /** Latency percentiles of the run, in milliseconds (autocannon's). */
  p50Ms: number;
  p99Ms: number;
  /** CPU time of this process (the server's) per request answered, in microseconds. */
  serverCpuMicros: number;
  /** CPU time of the database server's processes per request answered, when it is measured. */
  databaseCpuMicros: number | null;
}

/** The CPU time the database's processes have used so far, in microseconds by process (databaseCpu.ts). */
export type DatabaseCpu = () => Promise<Map<number, number>>;

/**
 * Requests per second from autocannon (`connections` at once, `seconds` long) in its own process:
 * run inside this one it would share the event loop with the server it measures. Every
 * answer must be a 200. The CPU this process spent meanwhile, per request, is the figure
 * that depends least on what else the machine runs; with `databaseCpu`, the database server's
 * CPU per request too.
 */
export async function requestRate(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
  body?: string,
  databaseCpu?: DatabaseCpu,
): Promise<RateSample> {
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const bodyArgs = body === undefined ? [] : ['-m', 'POST', '-b', body];
  const databaseBefore = await databaseCpu?.();
  const cpuBefore = process.cpuUsage();
  const { stdout } = await execFileAsync(
    process.execPath,
    [autocannonCli, '-c', String(connections), '-d', String(seconds), '-j', ...headerArgs, ...bodyArgs, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const cpu = process.cpuUsage(cpuBefore);
  const databaseAfter = await databaseCpu?.();
  const result = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    '2xx': number;
    non2xx: number;
    errors: number;
  };
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} answers other than 2xx, ${result.errors} errors`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    serverCpuMicros: (cpu.user + cpu.system) / Math.max(1, result['2xx']),
    databaseCpuMicros:
      databaseBefore === undefined || databaseAfter === undefined
        ? null
        : cpuSpentSince(databaseBefore, databaseAfter) / Math.max(1, result['2xx']),
  };
}
