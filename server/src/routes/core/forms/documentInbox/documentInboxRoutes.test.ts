import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documents } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInPortal, signInStaff } from '../../../../testing/signIn';
import { createTestDocument, createTestForm } from '../../../portal/documents/testing/portalDocumentFixtures';

describe('DocumentInbox', () => {
  let t: TestApp;
  let people: DemoPeople;
  let staff: SignedIn & { staffUserId: string };
  let alex: SignedIn;
  let form: { formId: string; versionId: string };

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    staff = await signInStaff(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    form = await createTestForm(t, { offerAtLocationOf: people.alexId });
  });
  afterAll(async () => {
    await t.close();
  });

  const inbox = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/core/DocumentInbox?${query}`, headers: staff.headers });
  const counts = async (query = '') =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/core/DocumentInbox/Counts?${query}`,
        headers: staff.headers,
      })
    ).json();
  const ids = async (query: string) =>
    (await inbox(query)).json().items.map((item: { id: string }) => item.id);

  it('lists a document the patient completed until staff mark it reviewed', async () => {
    const id = await createTestDocument(t, form, people.alexId, { sharedById: staff.staffUserId });
    expect(await ids('view=pendingFromPatients')).toContain(id);
    expect(await ids('view=completedByPatients')).not.toContain(id);
    const before = await counts();

    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Documents/${id}`,
      headers: alex.headers,
    });
    const completed = await t.app.inject({
      method: 'PATCH',
      url: `/api/portal/Documents/${id}/SaveAndComplete`,
      headers: alex.headers,
      payload: {
        rowVersion: opened.json().rowVersion,
        results: { TextInput1: 'Alex Rivera', EmailInput1: 'alex@example.org' },
      },
    });
    expect(completed.statusCode).toBe(200);

    const page = (await inbox('view=completedByPatients')).json();
    expect(page.items).toContainEqual(
      expect.objectContaining({
        id,
        formName: 'Portal Test Form',
        status: 'Completed',
        patient: expect.objectContaining({ id: people.alexId, fullName: 'Alex Rivera' }),
        clinician: { id: staff.staffUserId, fullName: 'Test Clinician' },
        completedAt: expect.any(String),
      }),
    );
    expect(await ids('view=pendingFromPatients')).not.toContain(id);
    const after = await counts();
    expect(after.completedByPatients).toBe(before.completedByPatients + 1);
    expect(after.pendingFromPatients).toBe(before.pendingFromPatients - 1);
    // The filters: this clinician's documents, and nobody else's.
    expect(await ids(`view=completedByPatients&clinicianId=${staff.staffUserId}`)).toContain(id);
    expect(await ids(`view=completedByPatients&clinicianId=${people.alexId}`)).toEqual([]);

    const reviewed = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/DocumentInbox/${id}/Reviewed`,
      headers: staff.headers,
    });
    expect(reviewed.statusCode).toBe(204);
    expect(await ids('view=completedByPatients')).not.toContain(id);
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/DocumentInbox/${id}/Reviewed`,
      headers: staff.headers,
    });
    expect(again.statusCode).toBe(409);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.resourceId, id));
    expect(audit.map((row) => row.action)).toContain('review');
  });

  it('names drafts shared over a week ago overdue, and refuses to review what a patient did not complete', async () => {
    const weekAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    const overdue = await createTestDocument(t, form, people.alexId, { sharedAt: weekAgo });
    const recent = await createTestDocument(t, form, people.alexId);
    const overdueIds = await ids('view=overdue');
    expect(overdueIds).toContain(overdue);
    expect(overdueIds).not.toContain(recent);
    const draft = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/DocumentInbox/${recent}/Reviewed`,
      headers: staff.headers,
    });
    expect(draft.statusCode).toBe(404);
    await t.database.db
      .update(documents)
      .set({ totalSignatures: 2, completedSignatures: 1 })
      .where(eq(documents.id, recent));
    expect(await ids('view=awaitingSignature')).toContain(recent);
  });

  it('refuses a bad view and anyone without a staff session', async () => {
    expect((await inbox('view=everything')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/core/DocumentInbox?view=overdue' });
    expect(anonymous.statusCode).toBe(401);
    const patient = await t.app.inject({
      method: 'GET',
      url: '/api/core/DocumentInbox?view=overdue',
      headers: alex.headers,
    });
    expect(patient.statusCode).toBe(401);
  });
});
