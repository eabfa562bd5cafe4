import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentRequests,
  documentGroups,
  documents,
  episodesOfCare,
  formGroups,
  patientRequestDocuments,
  patients,
} from '../../../db/schema';
import { downloadLinkInvalidMessage } from '../../../files/serveDownload';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { seedDemoPeople } from '../../../testing/demoFixtures';
import { type SignedIn, signInPortal } from '../../../testing/signIn';
import { createTestDocument, createTestForm, multipartFile, tinyPng } from './testing/portalDocumentFixtures';

/** Another patient's ids, as Alex (the caller) might try them. */
interface Others {
  documentId: string;
  completedDocumentId: string;
  /** A PDF link Alex may use, for Alex's own completed document. */
  alexPdfToken: string;
  /** A group whose shared documents are all completed, so only ownership can refuse its PDF. */
  completedGroupId: string;
  /** A PDF link Alex may use, for Alex's own completed group. */
  alexGroupPdfToken: string;
  siblingDocumentId: string;
  episodeId: string;
  patientId: string;
  groupId: string;
  requestId: string;
  requestDocumentId: string;
  threadId: string;
  formId: string;
  alexEpisodeId: string;
  alexId: string;
}

const save = { rowVersion: 1, results: { TextInput1: 'x' } };

/** Every portal route of this area that takes an id, called with ids that are not the caller's. */
const calls: Array<[name: string, build: (o: Others) => InjectOptions]> = [
  ['GET Documents/{id}', (o) => ({ method: 'GET', url: `/api/portal/Documents/${o.documentId}` })],
  [
    "GET Documents/{id} (sibling's)",
    (o) => ({ method: 'GET', url: `/api/portal/Documents/${o.siblingDocumentId}` }),
  ],
  [
    'GET FindSharedDocument/{id}',
    (o) => ({ method: 'GET', url: `/api/portal/Documents/FindSharedDocument/${o.documentId}` }),
  ],
  [
    'POST ByEoc/{eoc}/{patient}',
    (o) => ({
      method: 'POST',
      url: `/api/portal/Documents/ByEoc/${o.episodeId}/${o.patientId}`,
      payload: {},
    }),
  ],
  [
    'POST ByEoc/{other eoc}/{own patient}',
    (o) => ({ method: 'POST', url: `/api/portal/Documents/ByEoc/${o.episodeId}/${o.alexId}`, payload: {} }),
  ],
  [
    'POST ByEoc/{own eoc}/{other patient}',
    (o) => ({
      method: 'POST',
      url: `/api/portal/Documents/ByEoc/${o.alexEpisodeId}/${o.patientId}`,
      payload: {},
    }),
  ],
  ['GET Documents/Group/{id}', (o) => ({ method: 'GET', url: `/api/portal/Documents/Group/${o.groupId}` })],
  [
    'GET RenderDocumentGroup/{id}',
    (o) => ({ method: 'GET', url: `/api/portal/Documents/RenderDocumentGroup/${o.groupId}` }),
  ],
  [
    'GET Documents/Group/{id}/PdfDownloadToken',
    (o) => ({ method: 'GET', url: `/api/portal/Documents/Group/${o.completedGroupId}/PdfDownloadToken` }),
  ],
  [
    'PATCH Documents/{id}',
    (o) => ({ method: 'PATCH', url: `/api/portal/Documents/${o.documentId}`, payload: save }),
  ],
  [
    'PATCH Documents/{id}/SaveAndComplete',
    (o) => ({ method: 'PATCH', url: `/api/portal/Documents/${o.documentId}/SaveAndComplete`, payload: save }),
  ],
  [
    'PUT Documents/{taken id}',
    (o) => ({ method: 'PUT', url: `/api/portal/Documents/${o.documentId}`, payload: { formId: o.formId } }),
  ],
  [
    'PUT Documents/{id} in another episode',
    (o) => ({
      method: 'PUT',
      url: `/api/portal/Documents/${randomUUID()}`,
      payload: { formId: o.formId, episodeOfCareId: o.episodeId },
    }),
  ],
  [
    'PUT CreateAndComplete in another episode',
    (o) => ({
      method: 'PUT',
      url: '/api/portal/Documents/CreateAndComplete',
      payload: { formId: o.formId, episodeOfCareId: o.episodeId, results: { TextInput1: 'x' } },
    }),
  ],
  [
    'PUT Documents/Upload/{id}',
    (o) => {
      const body = multipartFile('card.png', tinyPng);
      return {
        method: 'PUT',
        url: `/api/portal/Documents/Upload/${o.documentId}`,
        headers: body.headers,
        payload: body.payload,
      };
    },
  ],
  [
    'GET RenderDocument/{id}',
    (o) => ({ method: 'GET', url: `/api/portal/Documents/RenderDocument/${o.documentId}` }),
  ],
  [
    'GET Documents/{id}/DownloadToken',
    (o) => ({ method: 'GET', url: `/api/portal/Documents/${o.documentId}/DownloadToken` }),
  ],
  [
    'GET Documents/{id}/PdfDownloadToken',
    (o) => ({ method: 'GET', url: `/api/portal/Documents/${o.completedDocumentId}/PdfDownloadToken` }),
  ],
  [
    'PUT Documents/Upload/{completed id}',
    (o) => {
      const body = multipartFile('card.png', tinyPng);
      return {
        method: 'PUT',
        url: `/api/portal/Documents/Upload/${o.completedDocumentId}`,
        headers: body.headers,
        payload: body.payload,
      };
    },
  ],
  [
    'GET PatientRequestDocuments/{id}',
    (o) => ({ method: 'GET', url: `/api/portal/PatientRequestDocuments/${o.requestDocumentId}` }),
  ],
  [
    'PUT PatientRequestDocuments/{id}',
    (o) => ({
      method: 'PUT',
      url: `/api/portal/PatientRequestDocuments/${o.requestDocumentId}`,
      payload: { results: {} },
    }),
  ],
  [
    'PUT PatientRequestDocuments',
    (o) => ({
      method: 'PUT',
      url: '/api/portal/PatientRequestDocuments',
      payload: { patientRequestId: o.requestId, formId: o.formId },
    }),
  ],
  [
    'GET Messages/Threads/{id}',
    (o) => ({ method: 'GET', url: `/api/portal/Messages/Threads/${o.threadId}` }),
  ],
  [
    'PUT Messages/Threads/{id}/Messages',
    (o) => ({
      method: 'PUT',
      url: `/api/portal/Messages/Threads/${o.threadId}/Messages`,
      payload: { body: 'hi' },
    }),
  ],
];

describe("every portal documents, messages and intake route answers 404 for another patient's ids", () => {
  let t: TestApp;
  let alex: SignedIn;
  let others: Others;

  beforeAll(async () => {
    t = await createTestApp();
    const people = await seedDemoPeople(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    const db = t.database.db;
    const form = await createTestForm(t, { offerAtLocationOf: people.alexId });
    const episodeOf = async (patientId: string) =>
      (await db.select().from(episodesOfCare).where(eq(episodesOfCare.patientId, patientId)))[0]?.id ?? '';
    const [formGroup] = await db
      .insert(formGroups)
      .values({ name: 'Packet', formIds: [form.formId] })
      .returning();
    const [group] = await db
      .insert(documentGroups)
      .values({ formGroupId: formGroup?.id ?? '', patientId: people.jordanId, sharedWithPortal: true })
      .returning();
    const groupId = group?.id ?? '';
    const [jordan] = await db.select().from(patients).where(eq(patients.id, people.jordanId));
    const [request] = await db
      .insert(appointmentRequests)
      .values({
        loginId: people.jordanLoginId,
        patientId: people.jordanId,
        locationId: jordan?.locationId ?? null,
      })
      .returning();
    const [requestDocument] = await db
      .insert(patientRequestDocuments)
      .values({ patientRequestId: request?.id ?? '', formId: form.formId, versionId: form.versionId })
      .returning();
    const jordanPortal = await signInPortal(t, people.jordanLoginId, people.jordanId);
    const thread = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/Messages/Threads',
      headers: jordanPortal.headers,
      payload: { subject: 'Mine', body: 'Private' },
    });
    const documentId = await createTestDocument(t, form, people.jordanId, {
      episodeOfCareId: await episodeOf(people.jordanId),
      documentGroupId: groupId,
    });
    // A file on Jordan's document, so DownloadToken would have something to give.
    const upload = multipartFile('card.png', tinyPng);
    await t.app.inject({
      method: 'PUT',
      url: `/api/portal/Documents/Upload/${documentId}`,
      headers: { ...jordanPortal.headers, ...upload.headers },
      payload: upload.payload,
    });
    const alexCompleted = await createTestDocument(t, form, people.alexId, { status: 'Completed' });
    const alexLink = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Documents/${alexCompleted}/PdfDownloadToken`,
      headers: alex.headers,
    });
    expect(alexLink.statusCode).toBe(200);
    /** A shared group of the patient's holding one completed shared document. */
    const completedGroupOf = async (patientId: string) => {
      const [completedGroup] = await db
        .insert(documentGroups)
        .values({ formGroupId: formGroup?.id ?? '', patientId, sharedWithPortal: true })
        .returning();
      const id = completedGroup?.id ?? '';
      await createTestDocument(t, form, patientId, { status: 'Completed', documentGroupId: id });
      return id;
    };
    const alexGroupLink = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Documents/Group/${await completedGroupOf(people.alexId)}/PdfDownloadToken`,
      headers: alex.headers,
    });
    expect(alexGroupLink.statusCode).toBe(200);
    others = {
      completedGroupId: await completedGroupOf(people.jordanId),
      alexGroupPdfToken: alexGroupLink.json().token,
      documentId,
      completedDocumentId: await createTestDocument(t, form, people.jordanId, { status: 'Completed' }),
      alexPdfToken: alexLink.json().token,
      siblingDocumentId: await createTestDocument(t, form, people.samId),
      episodeId: await episodeOf(people.jordanId),
      patientId: people.jordanId,
      groupId,
      requestId: request?.id ?? '',
      requestDocumentId: requestDocument?.id ?? '',
      threadId: thread.json().thread.id,
      formId: form.formId,
      alexEpisodeId: await episodeOf(people.alexId),
      alexId: people.alexId,
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(calls)('%s', async (_name, build) => {
    const options = build(others);
    const res = await t.app.inject({ ...options, headers: { ...options.headers, ...alex.headers } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ messages: ['Not found.'] });
  });

  it("opens no PDF of another patient's document with the caller's own link", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Documents/Download/${others.alexPdfToken}/${others.completedDocumentId}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ messages: [downloadLinkInvalidMessage], code: 'downloadLinkInvalid' });
  });

  it("opens no PDF of another patient's document group with the caller's own group link", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Documents/Download/${others.alexGroupPdfToken}/${others.completedGroupId}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ messages: [downloadLinkInvalidMessage], code: 'downloadLinkInvalid' });
  });

  it("left the other patient's document untouched", async () => {
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, others.documentId));
    expect(row).toMatchObject({ status: 'Draft', rowVersion: 1, results: { TextInput2: 'Set by staff' } });
  });
});
