import { portalDocumentsDocumentSchema } from '@clinic/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  episodesOfCare,
  forms,
  formVersions,
  portalLoginPatients,
  sessions,
  staffUsers,
  storedFiles,
} from '../../../../db/schema';
import { buildFormContent } from '../../../../db/seed/demo/formContent';
import { loadDocument } from '../../../../documents/loadDocument';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInPortal, signInStaff } from '../../../../testing/signIn';
import { createTestDocument, createTestForm, testFormContent } from '../testing/portalDocumentFixtures';
import { toPortalDocument } from './readPortalDocument';

describe('a patient opening a shared document (the batched audited read)', () => {
  let t: TestApp;
  let people: DemoPeople;
  let alex: SignedIn;
  let form: { formId: string; versionId: string };
  let staffUserId: string;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    staffUserId = (await signInStaff(t)).staffUserId;
    form = await createTestForm(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const open = (id: string, who: SignedIn = alex) =>
    t.app.inject({ method: 'GET', url: `/api/portal/Documents/${id}`, headers: who.headers });

  const auditRowsOf = (resourceId: string) =>
    t.database.db
      .select({ actorId: auditLog.actorId, patientId: auditLog.patientId, outcome: auditLog.outcome })
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, resourceId), eq(auditLog.action, 'read')));

  it('answers what the document, its form, sharer, patient, episode and clinic say, as the save replies do', async () => {
    const [episode] = await t.database.db
      .select({ id: episodesOfCare.id })
      .from(episodesOfCare)
      .where(eq(episodesOfCare.patientId, people.alexId));
    const id = await createTestDocument(t, form, people.alexId, {
      sharedById: staffUserId,
      episodeOfCareId: episode?.id ?? null,
    });
    const res = await open(id);
    expect(res.statusCode, res.body).toBe(200);
    const loaded = await loadDocument(t.database.db, id, {
      kind: 'portal',
      loginId: people.demoLoginId,
      patientId: people.alexId,
    });
    const expected = JSON.parse(JSON.stringify(await toPortalDocument(t.database.db, loaded)));
    expect(res.json()).toEqual(expected);
    // Sent as text built beside the route's reply schema, it still is what the contract says.
    expect(portalDocumentsDocumentSchema.parse(res.json())).toEqual(res.json());
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toMatchObject({ sentBy: 'Test Clinician', formName: 'Portal Test Form' });
    expect(res.json().episodeOfCare).not.toBeNull();
  });

  it('answers every optional part as the save replies do: file, crisis alert, layout, completion, no episode', async () => {
    const db = t.database.db;
    const [sharer] = await db
      .insert(staffUsers)
      .values({
        email: 'sharer@example.org',
        firstName: 'Zoë "Zed"',
        lastName: 'Núñez\\',
        credentials: 'PhD, LCSW',
      })
      .returning({ id: staffUsers.id });
    const [file] = await db
      .insert(storedFiles)
      .values({
        sha256: 'cd'.repeat(32),
        sizeBytes: 12_345_678_901,
        contentType: 'application/pdf',
        originalName: 'Scan "2025" \\ ñ.pdf',
        patientId: people.alexId,
        uploadedByType: 'staff',
        uploadedById: sharer?.id ?? null,
      })
      .returning({ id: storedFiles.id });
    const [otherForm] = await db
      .insert(forms)
      .values({ name: 'Mood "check"', documentInstructions: 'Answer\ncalmly — "honestly"' })
      .returning({ id: forms.id });
    const id = await createTestDocument(
      t,
      { formId: otherForm?.id ?? '', versionId: form.versionId },
      people.alexId,
      {
        sharedById: sharer?.id ?? null,
        fileId: file?.id ?? null,
        status: 'Completed',
        completedAt: '2025-03-04T05:06:07.891Z',
        effectiveDate: '2025-03-01T00:00:00.000Z',
        score: '21',
        scoreDetails: { scales: [], alerts: ['PHQ-9 item 9'] },
        bakedLayout: { rows: [{ columns: [] }] },
        oneTimeValues: { 'Text1:0': 'fixed "once"' },
      },
    );
    const res = await open(id);
    expect(res.statusCode, res.body).toBe(200);
    const loaded = await loadDocument(db, id, {
      kind: 'portal',
      loginId: people.demoLoginId,
      patientId: people.alexId,
    });
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(await toPortalDocument(db, loaded))));
    expect(res.json()).toMatchObject({
      sentBy: 'Zoë "Zed" Núñez\\, PhD, LCSW',
      crisisSupport: true,
      locked: true,
      episodeOfCare: null,
      file: { fileName: 'Scan "2025" \\ ñ.pdf', sizeBytes: 12_345_678_901 },
    });
    expect(portalDocumentsDocumentSchema.parse(res.json())).toEqual(res.json());
  });

  it('reads arriving together are each answered and audited, another patient’s document refused', async () => {
    const mine = await Promise.all([1, 2, 3].map(() => createTestDocument(t, form, people.alexId)));
    const samsDocument = await createTestDocument(t, form, people.samId);
    const replies = await Promise.all([...mine, samsDocument, mine[0] ?? ''].map((id) => open(id)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 404, 200]);
    expect(replies.map((r) => (r.statusCode === 200 ? r.json().id : null))).toEqual([...mine, null, mine[0]]);
    // Every read's audit row is committed before its reply: one per read, the repeat audited twice.
    expect(await auditRowsOf(mine[0] ?? '')).toHaveLength(2);
    expect(await auditRowsOf(mine[1] ?? '')).toEqual([
      { actorId: people.demoLoginId, patientId: people.alexId, outcome: 'success' },
    ]);
    // The refused read leaves a denied row naming what was asked for, and no success.
    const refused = await t.database.db
      .select({ outcome: auditLog.outcome, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.resourceId, samsDocument));
    expect(refused).toEqual([{ outcome: 'denied', actorId: people.demoLoginId }]);
  });

  it('keeps every answer as reads repeat (PostgreSQL’s plan kept for the statement): own 200, another’s 404, a revoked session 401', async () => {
    const mine = await createTestDocument(t, form, people.alexId);
    const samsDocument = await createTestDocument(t, form, people.samId);
    const revoked = await signInPortal(t, people.demoLoginId, people.alexId);
    // Checked by this server a moment ago, so the statement is what refuses it.
    expect((await open(mine, revoked)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date().toISOString() })
      .where(eq(sessions.id, revoked.sessionId));
    // More batches than PostgreSQL plans one by one (five) before it keeps a plan for any batch.
    for (let round = 0; round < 8; round++) {
      const replies = await Promise.all([open(mine), open(samsDocument), open(mine, revoked), open(mine)]);
      expect(replies.map((r) => r.statusCode)).toEqual([200, 404, 401, 200]);
    }
    expect(await auditRowsOf(mine)).toHaveLength(17);
    const refused = await t.database.db
      .select({ outcome: auditLog.outcome })
      .from(auditLog)
      .where(eq(auditLog.resourceId, samsDocument));
    expect(refused.map((r) => r.outcome)).toEqual(Array(8).fill('denied'));
  });

  it('shows a version’s content as changed in place since the last read', async () => {
    const id = await createTestDocument(t, form, people.alexId);
    const labelsOf = (body: {
      content: { rows: Array<{ columns: Array<{ children: Array<{ properties: { label?: string } }> }> }> };
    }) =>
      body.content.rows.flatMap((r) => r.columns.flatMap((c) => c.children.map((x) => x.properties.label)));
    expect(labelsOf((await open(id)).json())).toContain('Full name');
    const renamed = buildFormContent([
      [{ elType: 'TextInput', properties: { label: 'Name as on your ID' } }],
    ]);
    // As saveVersion changes a version in place: the content and its updated_at.
    await t.database.db
      .update(formVersions)
      .set({ content: renamed, updatedAt: sql`now()` })
      .where(eq(formVersions.id, form.versionId));
    expect(labelsOf((await open(id)).json())).toEqual(['Name as on your ID']);
    await t.database.db
      .update(formVersions)
      .set({ content: testFormContent, updatedAt: sql`now()` })
      .where(eq(formVersions.id, form.versionId));
  });

  it('refuses at once a session revoked elsewhere, though this server checked its token a moment ago', async () => {
    const session = await signInPortal(t, people.demoLoginId, people.alexId);
    const id = await createTestDocument(t, form, people.alexId);
    expect((await open(id, session)).statusCode).toBe(200);
    // As another instance's sign-out does: the row only, not this process's session cache.
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date().toISOString() })
      .where(eq(sessions.id, session.sessionId));
    expect((await open(id, session)).statusCode).toBe(401);
    expect(await auditRowsOf(id)).toHaveLength(1);
  });

  it('refuses at once when the patient is unlinked from the login elsewhere', async () => {
    const id = await createTestDocument(t, form, people.alexId);
    expect((await open(id)).statusCode).toBe(200);
    await t.database.db
      .delete(portalLoginPatients)
      .where(
        and(
          eq(portalLoginPatients.loginId, people.demoLoginId),
          eq(portalLoginPatients.patientId, people.alexId),
        ),
      );
    expect((await open(id)).statusCode).toBe(401);
  });
});
