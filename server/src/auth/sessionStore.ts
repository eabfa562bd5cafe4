import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { sessions } from '../db/schema';
import { sessionCache } from './sessionCache';
import { lastSeenWriteIntervalMs, sessionAbsoluteLimitMs, sessionIdleTimeoutMs } from './sessionPolicy';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = Pick<
  typeof sessions.$inferInsert,
  'audience' | 'staffUserId' | 'loginId' | 'patientId' | 'locationId'
>;

export async function createSession(
  db: Queryable,
  values: NewSession,
  now = new Date(),
): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({
      ...values,
      lastSeenAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + sessionAbsoluteLimitMs).toISOString(),
    })
    .returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** The session if it is still alive: not revoked, within its absolute limit and not idle too long. */
export async function loadLiveSession(
  db: Queryable,
  sessionId: string,
  audience: SessionRow['audience'],
  now = new Date(),
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.audience, audience), isNull(sessions.revokedAt)));
  if (!row) return undefined;
  if (Date.parse(row.expiresAt) <= now.getTime()) return undefined;
  if (Date.parse(row.lastSeenAt) + sessionIdleTimeoutMs <= now.getTime()) return undefined;
  return row;
}

/** Keeps an active session from idling out; written at most once a minute. */
export async function touchSession(db: Queryable, session: SessionRow, now = new Date()): Promise<void> {
  if (now.getTime() - Date.parse(session.lastSeenAt) < lastSeenWriteIntervalMs) return;
  await db.update(sessions).set({ lastSeenAt: now.toISOString() }).where(eq(sessions.id, session.id));
}

export async function revokeSession(db: Queryable, sessionId: string, now = new Date()): Promise<void> {
  sessionCache.forget(sessionId);
  await db
    .update(sessions)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
