import crypto from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { count } from 'drizzle-orm';
import type { Database } from '../database';
import { staffUsers } from '../schema';

export const staffAdminEmail = 'admin@example.org';

/**
 * An empty clinic must still be reachable: when no staff user exists, create the admin with
 * STAFF_ADMIN_PASSWORD, or a generated password that the caller prints once.
 */
export async function ensureStaffAdmin(
  db: Database,
  configuredPassword: string | undefined,
): Promise<{ created: false } | { created: true; email: string; generatedPassword: string | undefined }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(staffUsers);
    if ((row?.n ?? 0) > 0) return { created: false as const };
    const generatedPassword = configuredPassword ? undefined : crypto.randomBytes(12).toString('base64url');
    const password = configuredPassword ?? generatedPassword ?? '';
    await tx.insert(staffUsers).values({
      email: staffAdminEmail,
      passwordHash: await hash(password),
      firstName: 'Clinic',
      lastName: 'Administrator',
      roles: ['staff', 'techStaff'],
      advancedOptions: true,
    });
    return { created: true as const, email: staffAdminEmail, generatedPassword };
  });
}
