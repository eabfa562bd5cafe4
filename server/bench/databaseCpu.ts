import fs from 'node:fs';
import type pg from 'pg';

/** Linux counts process CPU in clock ticks of 1/100 s (USER_HZ). */
const microsPerTick = 10_000;

/**
 * The CPU time, in microseconds, that each PostgreSQL backend serving `database` has used so
 * far, by process id, read from /proc (the server must run on this machine; Linux only). A
 * read's cost is the server's and the database's: on a shared machine both take from the same
 * cores. See cpuSpentSince for what a run spent.
 */
export async function databaseCpuMicros(admin: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
    database,
  ]);
  const spent = new Map<number, number>();
  for (const { pid } of rows) {
    const stat = readStat(pid);
    if (stat === undefined) continue;
    // Fields 14 and 15 (utime, stime) come after the command name, which may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    spent.set(pid, (Number(fields[11]) + Number(fields[12])) * microsPerTick);
  }
  return spent;
}

/**
 * What the backends spent between two readings: a backend that started meanwhile counts from
 * zero; one that ended meanwhile is missing from the later reading, so the figure is a floor
 * (the server's pool keeps its connections while it is busy).
 */
export function cpuSpentSince(before: Map<number, number>, after: Map<number, number>): number {
  let micros = 0;
  for (const [pid, spent] of after) micros += spent - (before.get(pid) ?? 0);
  return micros;
}

function readStat(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    // Ended since the query, or not on this machine.
    return undefined;
  }
}
