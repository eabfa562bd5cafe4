import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, DatabaseKind } from '../db/database';
import { driverClientOf } from '../db/driverClient';

/** The PostgreSQL channel every instance of one database LISTENs on for live events. */
const notifyChannel = 'clinic_live';

/**
 * Carries live events between the server instances of one database with PostgreSQL's
 * NOTIFY/LISTEN: a change made on one instance reaches the streams open on every other.
 */
export interface LiveTransport {
  notify(payload: string): Promise<void>;
  /** Starts delivering every notification on the channel to `onPayload`. */
  listen(onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** PGlite is one process's database: its LISTEN/NOTIFY works within that process. */
function pgliteTransport(client: PGlite): LiveTransport {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    notify: async (payload) => {
      await client.query('select pg_notify($1, $2)', [notifyChannel, payload]);
    },
    listen: async (onPayload) => {
      unlisten = await client.listen(notifyChannel, onPayload);
    },
    close: async () => {
      await unlisten?.();
    },
  };
}

const firstRetryMs = 500;
const longestRetryMs = 30_000;

/**
 * On PostgreSQL, NOTIFY goes through the pool; LISTEN holds a connection of its own, opened
 * again with growing waits whenever it drops (a restart, a failover). Events sent while it is
 * down are missed: the apps refresh their lists when a stream reconnects.
 */
function postgresTransport(pool: pg.Pool, log: FastifyBaseLogger): LiveTransport {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (onPayload: (payload: string) => void): Promise<void> => {
    const next = new pg.Client({
      connectionString: pool.options.connectionString,
      application_name: 'clinic live',
    });
    const reconnect = () => {
      if (closed || client !== next) return;
      client = undefined;
      next.removeAllListeners();
      next.end().catch(() => undefined);
      log.warn({ retryInMs: retryMs }, 'live updates: LISTEN connection lost');
      retryTimer = setTimeout(() => void connect(onPayload).catch(reconnect), retryMs);
      retryMs = Math.min(retryMs * 2, longestRetryMs);
    };
    client = next;
    next.on('error', reconnect);
    next.on('end', reconnect);
    next.on('notification', (message) => {
      if (message.channel === notifyChannel && message.payload) onPayload(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${notifyChannel}`);
      retryMs = firstRetryMs;
    } catch (error) {
      if (closed) return;
      log.warn({ err: error }, 'live updates: could not LISTEN');
      reconnect();
    }
  };

  return {
    notify: async (payload) => {
      await pool.query('select pg_notify($1, $2)', [notifyChannel, payload]);
    },
    listen: (onPayload) => connect(onPayload),
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      await last?.end().catch(() => undefined);
    },
  };
}

export function liveTransportFor(db: Database, kind: DatabaseKind, log: FastifyBaseLogger): LiveTransport {
  const driver = driverClientOf(db, kind);
  return driver.kind === 'pglite' ? pgliteTransport(driver.client) : postgresTransport(driver.pool, log);
}
