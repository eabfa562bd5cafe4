import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentGroups, documents, formGroups } from '../../../../db/schema';
import { signDownloadToken } from '../../../../files/downloadToken';
import { downloadLinkInvalidMessage } from '../../../../files/serveDownload';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInPortal } from '../../../../testing/signIn';
import { createTestDocument, createTestForm } from '../testing/portalDocumentFixtures';

type TestForm = Awaited<ReturnType<typeof createTestForm>>;

describe('portal document groups: printing and one PDF for the group', () => {
  let t: TestApp;
  let people: DemoPeople;
  let alex: SignedIn;
  let intake: TestForm;
  let history: TestForm;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    intake = await createTestForm(t, { name: 'Intake <Form>' });
    history = await createTestForm(t, { name: 'History Form' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A group of Alex's from the two forms (history first), with one document per form. */
  const newGroup = async (options: { shared?: boolean; statuses?: [string, string] } = {}) => {
    const db = t.database.db;
    const [formGroup] = await db
      .insert(formGroups)
      .values({ name: 'New patient packet', formIds: [history.formId, intake.formId] })
      .returning();
    const [group] = await db
      .insert(documentGroups)
      .values({
        formGroupId: formGroup?.id ?? '',
        patientId: people.alexId,
        sharedWithPortal: options.shared ?? true,
      })
      .returning();
    const groupId = group?.id ?? '';
    const [intakeStatus, historyStatus] = options.statuses ?? ['Draft', 'Draft'];
    const intakeId = await createTestDocument(t, intake, people.alexId, {
      documentGroupId: groupId,
      status: intakeStatus,
      results: { TextInput1: '<script>alert(1)</script>', TextInput2: 'Set by staff' },
    });
    const historyId = await createTestDocument(t, history, people.alexId, {
      documentGroupId: groupId,
      status: historyStatus,
      results: { TextInput1: 'Alex Rivera', TextInput2: 'Set by staff' },
    });
    return { groupId, intakeId, historyId };
  };

  const get = (url: string, headers: Record<string, string> = alex.headers) =>
    t.app.inject({ method: 'GET', url, headers });

  it("prints the group's shared documents in the form group's order, drafts included, escaped", async () => {
    const { groupId } = await newGroup({ statuses: ['Completed', 'Draft'] });
    // A document staff kept to themselves stays out of the patient's print.
    const unshared = await createTestForm(t, { name: 'Staff Only Notes' });
    await createTestDocument(t, unshared, people.alexId, {
      documentGroupId: groupId,
      sharedWithPortal: false,
    });

    const res = await get(`/api/portal/Documents/RenderDocumentGroup/${groupId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<title>New patient packet</title>');
    expect(res.body.indexOf('History Form')).toBeGreaterThan(-1);
    expect(res.body.indexOf('History Form')).toBeLessThan(res.body.indexOf('Intake &lt;Form&gt;'));
    expect(res.body).toContain('&lt;script&gt;');
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('Staff Only Notes');
  });

  it('gives a PDF link only once every shared document is completed', async () => {
    const { groupId } = await newGroup({ statuses: ['Completed', 'Draft'] });
    const refused = await get(`/api/portal/Documents/Group/${groupId}/PdfDownloadToken`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual([
      'Only a document group whose documents are all completed can be downloaded as a PDF.',
    ]);
  });

  it('downloads a completed group as one PDF named after the group, with a short-lived link', async () => {
    const { groupId, historyId } = await newGroup({ statuses: ['Completed', 'Completed'] });
    const link = await get(`/api/portal/Documents/Group/${groupId}/PdfDownloadToken`);
    expect(link.statusCode).toBe(200);
    expect(link.json().url).toBe(`/api/portal/Documents/Download/${link.json().token}/${groupId}`);
    const pdf = await t.app.inject({ method: 'GET', url: link.json().url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment; filename="New patient packet.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Purposes never mix: a document's PDF token or a file token opens no group, a group token no document.
    const documentToken = signDownloadToken(t.app.deps.signingKey, groupId, Date.now(), 'document-pdf');
    const fileToken = signDownloadToken(t.app.deps.signingKey, groupId);
    for (const url of [
      `/api/portal/Documents/Download/${documentToken.token}/${groupId}`,
      `/api/portal/Documents/Download/${fileToken.token}/${groupId}`,
      `/api/portal/Documents/Download/${link.json().token}/${historyId}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }

    // A document back in draft after the link was made ends the link.
    await t.database.db.update(documents).set({ status: 'Draft' }).where(eq(documents.id, historyId));
    const reopened = await t.app.inject({ method: 'GET', url: link.json().url });
    expect(reopened.statusCode).toBe(404);
    expect(reopened.json()).toEqual({ messages: [downloadLinkInvalidMessage], code: 'downloadLinkInvalid' });
  });

  it('ends a group link when the group is deleted', async () => {
    const { groupId } = await newGroup({ statuses: ['Completed', 'Completed'] });
    const link = await get(`/api/portal/Documents/Group/${groupId}/PdfDownloadToken`);
    await t.database.db
      .update(documentGroups)
      .set({ deletedAt: new Date().toISOString() })
      .where(eq(documentGroups.id, groupId));
    expect((await t.app.inject({ method: 'GET', url: link.json().url })).statusCode).toBe(404);
  });

  it('knows no group that is neither shared nor holds a shared document', async () => {
    const { groupId, intakeId, historyId } = await newGroup({ shared: false });
    await t.database.db.update(documents).set({ sharedWithPortal: false }).where(eq(documents.id, intakeId));
    await t.database.db.update(documents).set({ sharedWithPortal: false }).where(eq(documents.id, historyId));
    for (const url of [
      `/api/portal/Documents/RenderDocumentGroup/${groupId}`,
      `/api/portal/Documents/Group/${groupId}/PdfDownloadToken`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ messages: ['Not found.'] });
    }
  });
});
