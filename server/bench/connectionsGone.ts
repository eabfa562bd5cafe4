import type pg from 'pg';

/**
 * The pool's end resolves before its server processes have quit; dropping the database under
 * them would report each as a lost connection.
 */
export async function connectionsGone(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [database],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
