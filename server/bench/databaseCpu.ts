import fs from 'node:fs';
import type pg from 'pg';

/** Linux counts process CPU in clock ticks of 1/100 s (USER_HZ). */
const microsPerTick = 10_000;

/**
 * The CPU time, in microseconds, that the PostgreSQL backends serving `database` have used so
 * far, read from /proc (the server must run on this machine; Linux only). A read's cost is the
 * server's and the database's: on a shared machine both take from the same cores. Backends that
 * ended are not counted, so take it before and after a run over a pool that keeps its connections.
 */
export async function databaseCpuMicros(admin: pg.Client, database: string): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
    database,
  ]);
  let ticks = 0;
  for (const { pid } of rows) {
    const stat = readStat(pid);
    // Fields 14 and 15 (utime, stime) come after the command name, which may hold spaces.
    const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields?.[11] ?? 0) + Number(fields?.[12] ?? 0);
  }
  return ticks * microsPerTick;
}

function readStat(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    // Ended since the query, or not on this machine.
    return undefined;
  }
}
