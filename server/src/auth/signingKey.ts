import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serverSecrets } from '../db/schema';

const keyName = 'jwt-signing-key';

/**
 * The HMAC key that signs session tokens: made once per installation and kept in the
 * database, so tokens survive a restart and every server on one database agrees.
 */
export async function loadSigningKey(db: Database): Promise<Uint8Array> {
  const candidate = crypto.randomBytes(64).toString('base64');
  await db.insert(serverSecrets).values({ name: keyName, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, keyName));
  if (!row) throw new Error('the signing key could not be stored');
  return new Uint8Array(Buffer.from(row.value, 'base64'));
}
