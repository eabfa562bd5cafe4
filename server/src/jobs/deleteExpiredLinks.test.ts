import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentReminderCodes,
  appointments,
  eformLinks,
  portalSignInLinks,
  sessions,
} from '../db/schema';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../testing/demoFixtures';
import { deleteExpiredLinks } from './deleteExpiredLinks';

describe('the daily clean-up of dead links', () => {
  let t: TestApp;
  let people: DemoPeople;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

  it('deletes links and sessions 30 days past their expiry, and keeps the younger ones', async () => {
    const db = t.database.db;
    await db.insert(portalSignInLinks).values([
      { loginId: people.demoLoginId, codeHash: 'old', requestedFrom: 'x', expiresAt: daysAgo(31) },
      { loginId: people.demoLoginId, codeHash: 'recent', requestedFrom: 'x', expiresAt: daysAgo(29) },
    ]);
    const [oldSession, liveSession] = await db
      .insert(sessions)
      .values([
        { audience: 'portal', loginId: people.demoLoginId, expiresAt: daysAgo(40) },
        { audience: 'portal', loginId: people.demoLoginId, expiresAt: daysAgo(-1) },
      ])
      .returning({ id: sessions.id });
    await db.insert(eformLinks).values({
      patientId: people.alexId,
      email: 'demo@example.org',
      codeHash: 'old-eform',
      expiresAt: daysAgo(45),
    });
    const [appointment] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.patientId, people.alexId))
      .limit(1);
    await db.insert(appointmentReminderCodes).values(
      [31, 29].map((days) => ({
        appointmentId: appointment?.id ?? '',
        purpose: 'confirm' as const,
        codeHash: `reminder-${days}`,
        expiresAt: daysAgo(days),
      })),
    );

    await deleteExpiredLinks(db);

    const hashes = async (table: typeof portalSignInLinks | typeof eformLinks) =>
      (await db.select({ codeHash: table.codeHash }).from(table)).map((row) => row.codeHash);
    expect(await hashes(portalSignInLinks)).toEqual(['recent']);
    expect(await hashes(eformLinks)).not.toContain('old-eform');
    const ids = (await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    expect(ids).toContain(liveSession?.id);
    expect(ids).not.toContain(oldSession?.id);
    const reminderCodes = await db
      .select({ codeHash: appointmentReminderCodes.codeHash })
      .from(appointmentReminderCodes);
    expect(reminderCodes.map((row) => row.codeHash)).toEqual(['reminder-29']);
  });
});
