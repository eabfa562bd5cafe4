import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  documentGroups,
  documents,
  eformLinks,
  formGroups,
  forms,
  patients,
} from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { eFormTicket } from '../../../../testing/eFormTicket';
import { type SignedIn, signInStaff } from '../../../../testing/signIn';

const expired = 'Expired link. Please request a new link and try again.';
const signature = {
  signature: 'data:image/png;base64,iVBORw0KGgo=',
  date: '2025-01-01T10:00:00Z',
  signedBy: 'Alex',
};

interface EFormDocument {
  id: string;
  formName: string;
  status: string;
  results: Record<string, unknown>;
  rowVersion: number;
  timeZone: string;
  content: { rows: Array<{ columns: Array<{ children: Array<{ id: string; elType: string }> }> }> };
}

/** The component ids of a document's content, by type. */
function componentIds(document: EFormDocument): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const row of document.content.rows)
    for (const column of row.columns) for (const child of column.children) ids[child.elType] = child.id;
  return ids;
}

describe('e-form links', () => {
  let t: TestApp;
  let people: DemoPeople;
  let staff: SignedIn;

  const draftOf = async (patientId: string, formName: string) => {
    const [row] = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .innerJoin(forms, eq(forms.id, documents.formId))
      .where(
        and(eq(documents.patientId, patientId), eq(forms.name, formName), eq(documents.status, 'Draft')),
      );
    if (!row) throw new Error(`no draft ${formName}`);
    return row.id;
  };
  const send = (payload: object, headers = staff.headers) =>
    t.app.inject({ method: 'PUT', url: '/api/core/EForms', headers, payload });
  const lastCode = () => {
    const text = t.sentMail.at(-1)?.text ?? '';
    const match = /\/eform\/([A-Za-z0-9_-]+)/.exec(text);
    if (!match?.[1]) throw new Error('no e-form link in the mail');
    return match[1];
  };
  const open = (ticket: string) => t.app.inject({ method: 'GET', url: `/api/core/EForms/${ticket}` });
  /** The ticket of the newest link, opened with the patient's date of birth. */
  const lastTicket = () => eFormTicket(t, lastCode());
  const openSession = (code: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/core/EForms/${code}/Session`,
      payload: { dateOfBirth: '1990-04-12' },
    });

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portal.example.org' });
    people = await seedDemoPeople(t);
    staff = await signInStaff(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends, opens, saves, completes, and is then used up', async () => {
    const consentId = await draftOf(people.alexId, 'Consent for Treatment');
    const sent = await send({ patientId: people.alexId, documentId: consentId });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ email: 'demo@example.org', documentCount: 1 });

    const mail = t.sentMail.at(-1);
    expect(mail?.to).toBe('demo@example.org');
    expect(mail?.text).toContain('https://portal.example.org/eform/');
    // The link's code is random base64url, which can spell anything ("…HMRN4…"): read around it.
    const withoutCode = (text: string | undefined) =>
      text?.replace(/\/eform\/[A-Za-z0-9_-]+/g, '/eform/CODE');
    for (const secret of ['Alex', 'Rivera', 'Consent', 'Riverbend', 'MRN', '1990']) {
      expect(withoutCode(mail?.text)).not.toContain(secret);
      expect(mail?.subject).not.toContain(secret);
      expect(withoutCode(mail?.html)).not.toContain(secret);
    }
    const code = lastCode();
    const [link] = await t.database.db.select().from(eformLinks).where(eq(eformLinks.id, sent.json().id));
    expect(link?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link?.codeHash).not.toContain(code);
    expect(Date.parse(link?.expiresAt ?? '') - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    // The e-mailed code alone opens nothing: only a ticket from the date-of-birth gate does.
    expect((await open(code)).statusCode).toBe(403);
    const ticket = await eFormTicket(t, code);
    const opened = await open(ticket);
    expect(opened.statusCode).toBe(200);
    const view = opened.json();
    expect(view.organizationName).toBe('Riverbend Health');
    expect(view.documents).toHaveLength(1);
    const document: EFormDocument = view.documents[0];
    expect(document).toMatchObject({ id: consentId, formName: 'Consent for Treatment', status: 'Draft' });
    // The clinic's zone, for the form's times (the demo clinic is in New York and Portland).
    expect(document.timeZone).toMatch(/^America\/(New_York|Los_Angeles)$/);
    const ids = componentIds(document);
    const checkbox = ids.Checkbox ?? '';
    const sig = ids.Signature ?? '';

    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/EForms/${ticket}/Document/${consentId}`,
      payload: { results: { [checkbox]: true, notAComponent: 'dropped' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().results).toEqual({ [checkbox]: true });
    expect(saved.json().status).toBe('Draft');
    expect(saved.json().rowVersion).toBe(document.rowVersion + 1);

    // A save naming the version it read is refused once another save came first (an autosave
    // from a second tab, staff's change): nothing is overwritten.
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/EForms/${ticket}/Document/${consentId}`,
      payload: { results: { [checkbox]: false }, rowVersion: document.rowVersion },
    });
    expect(stale.statusCode).toBe(409);
    const current = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/EForms/${ticket}/Document/${consentId}`,
      payload: { results: { [checkbox]: true }, rowVersion: saved.json().rowVersion },
    });
    expect(current.statusCode).toBe(200);

    const incomplete = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/EForms/${ticket}/Document/${consentId}`,
      payload: { results: { [checkbox]: true }, complete: true },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().fieldErrors[sig]).toEqual(['This field is required']);

    const completed = await t.app.inject({
      method: 'PUT',
      url: `/api/core/EForms/${ticket}/Document`,
      payload: { documentId: consentId, results: { [checkbox]: true, [sig]: signature } },
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().status).toBe('Completed');
    const [stored] = await t.database.db.select().from(documents).where(eq(documents.id, consentId));
    expect(stored).toMatchObject({ status: 'Completed', completedSignatures: 1, sharedWithPortal: true });

    // Used up: the ticket ends with its link, and the code opens no new session.
    expect((await open(ticket)).statusCode).toBe(403);
    const reopened = await openSession(code);
    expect(reopened.statusCode).toBe(404);
    expect(reopened.json().messages).toEqual([expired]);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.patientId, people.alexId));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['send-eform', 'eform-open', 'read', 'update', 'complete']),
    );
  });

  it('answers the expired message for unknown, expired and revoked codes', async () => {
    expect((await openSession('not-a-real-code')).json().messages).toEqual([expired]);
    const intakeId = await draftOf(people.alexId, 'Patient Intake Questionnaire');
    const sent = await send({ patientId: people.alexId, documentId: intakeId });
    const code = lastCode();
    const ticket = await eFormTicket(t, code);
    expect((await open(ticket)).statusCode).toBe(200);
    await t.database.db
      .update(eformLinks)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(eformLinks.id, sent.json().id));
    expect((await open(ticket)).statusCode).toBe(403);
    const old = await openSession(code);
    expect(old.statusCode).toBe(404);
    expect(old.json().messages).toEqual([expired]);

    const again = await send({ patientId: people.alexId, documentId: intakeId });
    const revokedCode = lastCode();
    await t.database.db
      .update(eformLinks)
      .set({ revokedAt: new Date().toISOString() })
      .where(eq(eformLinks.id, again.json().id));
    expect((await openSession(revokedCode)).statusCode).toBe(404);
  });

  it('keeps a link to its own documents: another patient’s document answers 404', async () => {
    const intakeId = await draftOf(people.alexId, 'Patient Intake Questionnaire');
    await send({ patientId: people.alexId, documentId: intakeId });
    const code = await lastTicket();
    const samDoc = await draftOf(people.samId, 'Consent for Treatment');
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/EForms/${code}/Document/${samDoc}`,
      payload: { results: {} },
    });
    expect(foreign.statusCode).toBe(404);
    const header = await t.app.inject({
      method: 'GET',
      url: `/api/core/EForms/${code}/DocumentHeader/${samDoc}`,
    });
    expect(header.statusCode).toBe(404);
  });

  it('serves the header, collections, picker choices and a printable copy through the link', async () => {
    const intakeId = await draftOf(people.alexId, 'Patient Intake Questionnaire');
    await send({ patientId: people.alexId, documentId: intakeId });
    const code = await lastTicket();
    const [document] = await t.database.db.select().from(documents).where(eq(documents.id, intakeId));
    const episodeId = document?.episodeOfCareId ?? '';

    const header = await t.app.inject({
      method: 'GET',
      url: `/api/core/EForms/${code}/DocumentHeader/${intakeId}`,
    });
    expect(header.statusCode).toBe(200);
    expect(header.json()).toMatchObject({
      formName: 'Patient Intake Questionnaire',
      patient: { firstName: 'Alex', mrn: 'MRN-000231', dateOfBirth: '1990-04-12' },
      episodeOfCare: { number: 'EOC-1001' },
    });
    const formHeader = await t.app.inject({
      method: 'GET',
      url: `/api/core/EForms/${code}/FormHeader/${document?.formId}/${episodeId}`,
    });
    expect(formHeader.statusCode).toBe(200);
    expect(formHeader.json().effectiveDate).toBeNull();

    const picker = await t.app.inject({
      method: 'GET',
      url: `/api/core/EForms/${code}/QueryResults/${document?.formId}/${episodeId}`,
    });
    expect(picker.statusCode).toBe(200);
    expect(picker.json().map((d: { id: string }) => d.id)).toContain(intakeId);

    const names = await t.app.inject({ method: 'GET', url: `/api/core/EForms/${code}/Collections` });
    expect(names.statusCode).toBe(200);
    expect(Array.isArray(names.json())).toBe(true);

    const printed = await t.app.inject({ method: 'GET', url: `/api/core/EForms/${code}/RenderDocuments` });
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toContain('text/html');
    expect(printed.headers['content-security-policy']).toContain("default-src 'none'");
    expect(printed.body).toContain('Patient Intake Questionnaire');
  });

  it('sends one link for all shared drafts of a patient', async () => {
    const sent = await send({ patientId: people.jordanId }, staff.headers);
    expect(sent.statusCode).toBe(400);
    const all = await t.app.inject({
      method: 'PUT',
      url: '/api/core/EForms/SendToAll',
      headers: staff.headers,
      payload: { patientId: people.jordanId, email: 'Jordan.Other@Example.org' },
    });
    expect(all.statusCode).toBe(201);
    expect(all.json()).toMatchObject({ email: 'jordan.other@example.org', documentCount: 1 });
    expect(t.sentMail.at(-1)?.to).toBe('jordan.other@example.org');
    const view = (await open(await lastTicket())).json();
    expect(view.documents.map((d: EFormDocument) => d.formName)).toEqual(['PHQ-9 Depression Screening']);
  });

  it('refuses bad sends: no session 401, unknown or foreign document 404, completed 409, no address 400', async () => {
    const consentId = await draftOf(people.samId, 'Consent for Treatment');
    expect(
      (await send({ patientId: people.samId, documentId: consentId }, { authorization: '' })).statusCode,
    ).toBe(401);
    expect((await send({ patientId: people.jordanId, documentId: consentId })).statusCode).toBe(404);
    expect(
      (await send({ patientId: people.samId, documentId: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    const both = await send({ patientId: people.samId, documentId: consentId, documentGroupId: consentId });
    expect(both.statusCode).toBe(400);
    const [completed] = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.patientId, people.alexId), eq(documents.status, 'Completed')));
    const refused = await send({ patientId: people.alexId, documentId: completed?.id });
    expect(refused.statusCode).toBe(409);
    await t.database.db.update(patients).set({ email: null }).where(eq(patients.id, people.samId));
    const noAddress = await send({ patientId: people.samId, documentId: consentId });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().messages).toEqual([
      'The patient has no e-mail address. Enter one to send the link.',
    ]);
  });

  it('submits a document group link together, all or nothing', async () => {
    const db = t.database.db;
    const intakeId = await draftOf(people.alexId, 'Patient Intake Questionnaire');
    const phqId = await draftOf(people.alexId, 'PHQ-9 Depression Screening');
    const [formGroup] = await db.insert(formGroups).values({ name: 'New patient packet' }).returning();
    const [group] = await db
      .insert(documentGroups)
      .values({ formGroupId: formGroup?.id ?? '', patientId: people.alexId })
      .returning();
    const groupId = group?.id ?? '';
    await db
      .update(documents)
      .set({ documentGroupId: groupId })
      .where(inArray(documents.id, [intakeId, phqId]));

    const single = await send({ patientId: people.alexId, documentId: phqId });
    const singleCode = await lastTicket();
    const notGroup = await t.app.inject({
      method: 'PUT',
      url: `/api/core/EForms/${singleCode}/DocumentGroup`,
      payload: { documents: [{ documentId: phqId, results: {} }] },
    });
    expect(single.statusCode).toBe(201);
    expect(notGroup.statusCode).toBe(404);

    expect((await send({ patientId: people.alexId, documentGroupId: groupId })).json().documentCount).toBe(2);
    const code = await lastTicket();
    const view = (await open(code)).json();
    expect(view.documentGroupId).toBe(groupId);
    const phq: EFormDocument = view.documents.find((d: EFormDocument) => d.id === phqId);
    const answers = Object.fromEntries(
      phq.content.rows
        .flatMap((row) => row.columns.flatMap((column) => column.children))
        .filter((child) => child.elType === 'AssessmentQuestion')
        .map((child) => [child.id, { text: 'Not at all', value: 0 }]),
    );
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/core/EForms/${code}/DocumentGroup`,
      payload: {
        documents: [
          { documentId: phqId, results: answers },
          { documentId: intakeId, results: {} },
        ],
      },
    });
    expect(refused.statusCode).toBe(400);
    // The refusal names the document it is about, so the page brings the patient to it.
    expect(refused.json().params).toEqual({ documentId: intakeId });
    expect(Object.keys(refused.json().fieldErrorCodes ?? {}).length).toBeGreaterThan(0);
    const [phqAfter] = await db.select().from(documents).where(eq(documents.id, phqId));
    expect(phqAfter?.status).toBe('Draft');
    expect(phqAfter?.results).toEqual({});
    const [groupAfter] = await db.select().from(documentGroups).where(eq(documentGroups.id, groupId));
    expect(groupAfter?.sharedWithPortal).toBe(true);
  });
});
