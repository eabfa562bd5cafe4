import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseKind, Transaction } from './database';

/**
 * How a read of patient data commits. Such a read writes one row, its audit row, and on
 * PostgreSQL its transaction commits without waiting for the disk (synchronous_commit off
 * for that transaction only): the row is written to the WAL at once and flushed by the WAL
 * writer within 3 × wal_writer_delay (600 ms by default). A crash of the database server can
 * lose the read-audit rows of that last moment, never a change of data: transactions that
 * change anything keep the server's synchronous commit. PGlite has no WAL writer (a relaxed
 * commit would wait for the next write's flush), so there every commit stays synchronous.
 * docs/decisions.md, "Read audits commit without waiting for the disk".
 */

/**
 * A condition that is always true and, on PostgreSQL, relaxes the commit of the statement's
 * own transaction: AND it into the WHERE of the audit insert of a one-statement read, so the
 * option is set exactly when an audit row is written. Only for statements run on their own
 * (AutocommitDatabase), never inside a transaction that may also change data.
 */
export function relaxedReadCommit(kind: DatabaseKind): SQL {
  return kind === 'postgres' ? sql`set_config('synchronous_commit', 'off', true) = 'off'` : sql`true`;
}

/** The same for a read transaction of several statements: call it first, in a read-only body. */
export async function relaxReadCommit(tx: Transaction, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') await tx.execute(sql`set local synchronous_commit = off`);
}
