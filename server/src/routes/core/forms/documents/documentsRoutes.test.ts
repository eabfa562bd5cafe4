import { coreFormsDocumentSchema } from '@clinic/api-contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, formVersions } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { signInStaff } from '../../../../testing/signIn';
import { clinicalContent, episodeOf, requester, validClinicalResults } from '../formsTestKit.testing';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('api/core/Documents', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  let people: DemoPeople;
  let episodeId: string;
  let formId: string;
  let versionId: string;
  let myId: string;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    const me = await signInStaff(t, { roles: ['techStaff'] });
    myId = me.staffUserId;
    call = requester(t, me.headers);
    episodeId = await episodeOf(t, people.alexId);
    const created = await call('PUT', '/api/core/Forms', {
      name: 'Clinical check',
      content: clinicalContent,
    });
    expect(created.statusCode, created.body).toBe(201);
    const form = created.json();
    formId = form.id;
    versionId = form.currentVersionId;
  });
  afterAll(async () => {
    await t.close();
  });

  const draft = async (extra: Record<string, unknown> = {}) => {
    const res = await call('PUT', '/api/core/Documents', {
      formId,
      patientId: people.alexId,
      episodeOfCareId: episodeId,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const auditRows = (resourceId: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.resourceId, resourceId));

  it('creates a Draft in mode Results, marks the version as having results, and audits it', async () => {
    const doc = await draft({ notes: 'first visit' });
    expect(doc).toMatchObject({
      status: 'Draft',
      mode: 'Results',
      versionId,
      notes: 'first visit',
      rowVersion: 1,
      totalSignatures: 1,
      completedSignatures: 0,
    });
    expect(doc.createdBy.fullName).toBe('Test Clinician');
    const [version] = await t.database.db.select().from(formVersions).where(eq(formVersions.id, versionId));
    expect(version?.hasResults).toBe(true);
    expect((await auditRows(doc.id)).map((r) => [r.action, r.patientId, r.actorType])).toEqual([
      ['create', people.alexId, 'staff'],
    ]);
  });

  it('refuses bad creations: unknown form, patient or episode (404) and invalid bodies (400)', async () => {
    const base = { formId, patientId: people.alexId };
    expect((await call('PUT', '/api/core/Documents', { ...base, formId: unknownId })).statusCode).toBe(404);
    expect((await call('PUT', '/api/core/Documents', { ...base, patientId: unknownId })).statusCode).toBe(
      404,
    );
    const samEpisode = await episodeOf(t, people.samId);
    expect(
      (await call('PUT', '/api/core/Documents', { ...base, episodeOfCareId: samEpisode })).statusCode,
    ).toBe(404);
    expect((await call('PUT', '/api/core/Documents', { patientId: people.alexId })).statusCode).toBe(400);
    expect((await call('PUT', '/api/core/Documents', { ...base, results: 'nope' })).statusCode).toBe(400);
    expect(
      (await call('PUT', '/api/core/Documents', { ...base, effectiveDate: 'tomorrow' })).statusCode,
    ).toBe(400);
  });

  it('creates with a client-chosen id once', async () => {
    const id = '11111111-2222-4333-8444-555555555555';
    const res = await call('PUT', `/api/core/Documents/${id}`, { formId, patientId: people.alexId });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toBe(id);
    expect(
      (await call('PUT', `/api/core/Documents/${id}`, { formId, patientId: people.alexId })).statusCode,
    ).toBe(409);
  });

  it('answers reads sent together each with its own document and audit row, in the documented shape', async () => {
    const [a, b] = [await draft(), await draft()];
    const deleted = await draft();
    expect((await call('DELETE', `/api/core/Documents/${deleted.id}`)).statusCode).toBe(204);
    const colleague = await signInStaff(t, { roles: ['staff'] });
    const asColleague = requester(t, colleague.headers);
    // Sent in one turn of the event loop: the server reads them in one statement.
    const replies = await Promise.all([
      call('GET', `/api/core/Documents/${a.id}`),
      asColleague('GET', `/api/core/Documents/${b.id}`),
      call('GET', `/api/core/Documents/${unknownId}`),
      call('GET', `/api/core/Documents/${deleted.id}`),
      asColleague('GET', `/api/core/Documents/${a.id}`),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 404, 404, 200]);
    expect(replies.map((r) => (r.statusCode === 200 ? r.json().id : null))).toEqual([
      a.id,
      b.id,
      null,
      null,
      a.id,
    ]);
    const body = replies[0]?.json();
    expect(coreFormsDocumentSchema.parse(body)).toEqual(body);

    const readsOf = async (id: string) =>
      (await auditRows(id))
        .filter((r) => r.action === 'read' && r.outcome === 'success')
        .map((r) => [r.actorId, r.patientId]);
    expect((await readsOf(a.id)).sort()).toEqual(
      [
        [myId, people.alexId],
        [colleague.staffUserId, people.alexId],
      ].sort(),
    );
    expect(await readsOf(b.id)).toEqual([[colleague.staffUserId, people.alexId]]);
    expect(await readsOf(deleted.id)).toEqual([]);
    // The refused read of the deleted document is on record as refused.
    expect((await auditRows(deleted.id)).filter((r) => r.outcome === 'denied').map((r) => r.action)).toEqual([
      'read',
    ]);
  });

  it('reads a document (audited) and answers 404 for unknown ids on every call', async () => {
    const doc = await draft();
    const res = await call('GET', `/api/core/Documents/${doc.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(doc.id);
    expect((await auditRows(doc.id)).map((r) => r.action)).toContain('read');

    const picked = (await call('GET', `/api/core/Documents/forAdvancedFormBuilderControl/${doc.id}`)).json();
    expect(Object.keys(picked).sort()).toEqual(
      [
        'createdAt',
        'createdBy',
        'effectiveDate',
        'id',
        'mode',
        'results',
        'score',
        'status',
        'versionId',
      ].sort(),
    );
    const detailed = (await call('GET', `/api/core/Documents/GetDetailed/${doc.id}`)).json();
    expect(detailed.form.name).toBe('Clinical check');
    expect(detailed.patient.fullName).toContain('Alex');
    expect(detailed.version.content.rows).toHaveLength(5);
    expect(detailed.createdBy.fullName).toBe('Test Clinician');

    for (const url of [
      `/api/core/Documents/${unknownId}`,
      `/api/core/Documents/forAdvancedFormBuilderControl/${unknownId}`,
      `/api/core/Documents/GetDetailed/${unknownId}`,
      `/api/core/Documents/RenderDocument/${unknownId}`,
      `/api/core/Documents/${unknownId}/Pdf`,
      `/api/core/Documents/${unknownId}/DownloadToken`,
    ]) {
      expect((await call('GET', url)).statusCode, url).toBe(404);
    }
    expect((await call('PATCH', `/api/core/Documents/${unknownId}`, { rowVersion: 1 })).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/core/Documents/${unknownId}/SaveAndComplete`, { rowVersion: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/core/Documents/${unknownId}/RevertComplete`, { unlockReason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/core/Documents/SetScore/${unknownId}`, { score: '1', reason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await call('PATCH', `/api/core/Documents/${unknownId}/Share`, { shared: true })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/core/Documents/${unknownId}`)).statusCode).toBe(404);
  });

  it('saves with the current rowVersion and refuses a stale one with 409', async () => {
    const doc = await draft();
    const saved = await call('PATCH', `/api/core/Documents/${doc.id}`, {
      rowVersion: 1,
      results: { TextInput1: 'Alex' },
      effectiveDate: '2025-03-04',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ rowVersion: 2, results: { TextInput1: 'Alex' } });
    expect(saved.json().effectiveDate).toBe('2025-03-04T00:00:00.000Z');
    const stale = await call('PATCH', `/api/core/Documents/${doc.id}`, { rowVersion: 1, notes: 'late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages[0]).toContain('changed by someone else');
    expect((await call('PATCH', `/api/core/Documents/${doc.id}`, { notes: 'no version' })).statusCode).toBe(
      400,
    );
  });

  it('of two parallel saves naming the same rowVersion, exactly one wins and the other gets 409', async () => {
    const doc = await draft();
    const [a, b] = await Promise.all([
      call('PATCH', `/api/core/Documents/${doc.id}`, { rowVersion: 1, results: { TextInput1: 'first' } }),
      call('PATCH', `/api/core/Documents/${doc.id}`, { rowVersion: 1, results: { TextInput1: 'second' } }),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
    const winner = a?.statusCode === 200 ? 'first' : 'second';
    const stored = (await call('GET', `/api/core/Documents/${doc.id}`)).json();
    expect(stored).toMatchObject({ rowVersion: 2, results: { TextInput1: winner } });
  });

  it('SaveAndComplete refuses invalid results with the exact messages keyed by component id, saving nothing', async () => {
    const doc = await draft();
    const res = await call('PATCH', `/api/core/Documents/${doc.id}/SaveAndComplete`, {
      rowVersion: 1,
      results: { TextInput1: '   ', EmailInput1: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fieldErrors).toEqual({
      TextInput1: ['This field is required'],
      EmailInput1: ['This field must have a valid email format'],
      TextInput2: ['This field is required'],
    });
    expect(body.messages).toContain('Full name: This field is required');
    const stored = (await call('GET', `/api/core/Documents/${doc.id}`)).json();
    expect(stored).toMatchObject({ status: 'Draft', rowVersion: 1, results: {} });
  });

  it('SaveAndComplete completes valid results: hidden fields skipped, score and signatures counted', async () => {
    const doc = await draft();
    const res = await call('PATCH', `/api/core/Documents/${doc.id}/SaveAndComplete`, {
      rowVersion: 1,
      results: validClinicalResults,
    });
    expect(res.statusCode).toBe(200);
    const done = res.json();
    expect(done).toMatchObject({
      status: 'Completed',
      score: '2',
      totalSignatures: 1,
      completedSignatures: 1,
    });
    expect(Date.parse(done.completedAt)).not.toBeNaN();
    expect((await auditRows(doc.id)).map((r) => r.action)).toContain('complete');

    const locked = await call('PATCH', `/api/core/Documents/${doc.id}`, {
      rowVersion: done.rowVersion,
      notes: 'x',
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().messages[0]).toContain('completed and locked');
    expect((await call('DELETE', `/api/core/Documents/${doc.id}`)).statusCode).toBe(409);
    expect(
      (await call('PATCH', `/api/core/Documents/${doc.id}/SaveAndComplete`, { rowVersion: done.rowVersion }))
        .statusCode,
    ).toBe(409);

    const noReason = await call('PATCH', `/api/core/Documents/${doc.id}/RevertComplete`, {
      unlockReason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    const reverted = await call('PATCH', `/api/core/Documents/${doc.id}/RevertComplete`, {
      unlockReason: 'Wrong patient signature',
    });
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toMatchObject({
      status: 'Draft',
      unlockReason: 'Wrong patient signature',
      completedAt: null,
    });
    expect(
      (await call('PATCH', `/api/core/Documents/${doc.id}/RevertComplete`, { unlockReason: 'again' }))
        .statusCode,
    ).toBe(409);
    const edited = await call('PATCH', `/api/core/Documents/${doc.id}`, {
      rowVersion: reverted.json().rowVersion,
      notes: 'fixed',
    });
    expect(edited.statusCode).toBe(200);
  });

  it('CreateAndComplete creates nothing when results are invalid', async () => {
    const bad = await call('PUT', '/api/core/Documents/CreateAndComplete', {
      formId,
      patientId: people.jordanId,
      results: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.TextInput1).toEqual(['This field is required']);
    const good = await call('PUT', '/api/core/Documents/CreateAndComplete', {
      formId,
      patientId: people.jordanId,
      results: validClinicalResults,
    });
    expect(good.statusCode).toBe(201);
    expect(good.json().status).toBe('Completed');
  });

  it('BulkComplete completes the valid drafts and reports the others unchanged', async () => {
    const valid = await draft({ results: validClinicalResults });
    const invalid = await draft({ results: { EmailInput1: 'x' } });
    const res = await call('PATCH', '/api/core/Documents/BulkComplete', { ids: [valid.id, invalid.id] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.completed).toEqual([valid.id]);
    expect(body.failed).toHaveLength(1);
    expect(body.failed[0].id).toBe(invalid.id);
    expect(body.failed[0].fieldErrors.EmailInput1).toEqual(['This field must have a valid email format']);
    expect((await call('GET', `/api/core/Documents/${invalid.id}`)).json().status).toBe('Draft');
    const withUnknown = await call('PATCH', '/api/core/Documents/BulkComplete', {
      ids: [invalid.id, unknownId],
    });
    expect(withUnknown.statusCode).toBe(404);
    expect((await call('PATCH', '/api/core/Documents/BulkComplete', { ids: [] })).statusCode).toBe(400);
  });

  it('lists an episode newest first, paged, for the patient of that episode only', async () => {
    const older = await draft();
    const newer = await draft();
    const page = await call('POST', `/api/core/Documents/ByEoc/${episodeId}/${people.alexId}`, {
      page: 0,
      pageSize: 2,
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.items.map((d: { id: string }) => d.id)).toEqual([newer.id, older.id]);
    expect(body.total).toBeGreaterThan(2);
    expect(body.items[0].results).toBeUndefined();
    expect(
      (await call('POST', `/api/core/Documents/ByEoc/${episodeId}/${people.samId}`, {})).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/core/Documents/ByEoc/${unknownId}/${people.alexId}`, {})).statusCode,
    ).toBe(404);
    const drafts = await call('POST', `/api/core/Documents/ByEoc/${episodeId}/${people.alexId}`, {
      status: 'Completed',
      pageSize: 100,
    });
    expect(drafts.json().items.every((d: { status: string }) => d.status === 'Completed')).toBe(true);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, episodeId), eq(auditLog.action, 'read')));
    expect(audited.length).toBeGreaterThan(0);
  });

  it('lists by category and the document picker options of one form', async () => {
    const doc = await draft();
    const byCategory = await call('POST', `/api/core/Documents/ByEocAndCategory/${episodeId}/main`, {
      pageSize: 100,
    });
    expect(byCategory.statusCode).toBe(200);
    expect(
      byCategory.json().items.some((d: { id: string; results: unknown }) => d.id === doc.id && d.results),
    ).toBe(true);
    const none = await call('POST', `/api/core/Documents/ByEocAndCategory/${episodeId}/doctorOrder`, {});
    expect(none.json().total).toBe(0);
    expect(
      (await call('POST', `/api/core/Documents/ByEocAndCategory/${episodeId}/nope`, {})).statusCode,
    ).toBe(400);
    const picker = await call(
      'GET',
      `/api/core/Documents/ByEocForAdvancedFormBuilderComponent/${episodeId}/${formId}`,
    );
    expect(picker.statusCode).toBe(200);
    expect(picker.json()[0].id).toBe(doc.id);
  });

  it('sets a score by hand with its reason, who and when, audited; shares with the portal', async () => {
    const doc = await draft();
    const noReason = await call('PATCH', `/api/core/Documents/SetScore/${doc.id}`, { score: '14' });
    expect(noReason.statusCode).toBe(400);
    const blank = await call('PATCH', `/api/core/Documents/SetScore/${doc.id}`, {
      score: '14',
      reason: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({ reason: ['Please give the reason for setting the score.'] });
    const scored = await call('PATCH', `/api/core/Documents/SetScore/${doc.id}`, {
      score: '14',
      reason: ' Item 9 was answered on paper ',
    });
    expect(scored.json()).toMatchObject({
      score: '14',
      scoreReason: 'Item 9 was answered on paper',
      scoreSetById: myId,
      scoreSetByName: 'Test Clinician',
      rowVersion: 2,
    });
    expect(Date.parse(scored.json().scoreSetAt)).toBeGreaterThan(Date.now() - 60_000);
    // The reply read back (GetDetailed builds it in SQL) says the same.
    const detailed = (await call('GET', `/api/core/Documents/GetDetailed/${doc.id}`)).json();
    expect(detailed.document).toMatchObject({
      scoreReason: 'Item 9 was answered on paper',
      scoreSetByName: 'Test Clinician',
    });
    expect((await auditRows(doc.id)).map((row) => row.action)).toContain('score');
    expect(
      (
        await call('PATCH', `/api/core/Documents/SetScore/${doc.id}`, {
          score: '1',
          reason: 'x',
          rowVersion: 1,
        })
      ).statusCode,
    ).toBe(409);
    const shared = (await call('PATCH', `/api/core/Documents/${doc.id}/Share`, { shared: true })).json();
    expect(shared.sharedWithPortal).toBe(true);
    expect(shared.sharedAt).not.toBeNull();
    const unshared = (await call('PATCH', `/api/core/Documents/${doc.id}/Share`, { shared: false })).json();
    expect(unshared).toMatchObject({ sharedWithPortal: false, sharedAt: null, sharedById: null });
    expect((await call('PATCH', `/api/core/Documents/${doc.id}/Share`, {})).statusCode).toBe(400);
  });

  it('deletes a draft softly', async () => {
    const doc = await draft();
    expect((await call('DELETE', `/api/core/Documents/${doc.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/core/Documents/${doc.id}`)).statusCode).toBe(404);
    expect((await auditRows(doc.id)).map((r) => r.action)).toContain('delete');
  });
});
