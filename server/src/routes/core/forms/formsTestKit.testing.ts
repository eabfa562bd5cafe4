import { eq } from 'drizzle-orm';
import { episodesOfCare } from '../../../db/schema';
import type { TestApp } from '../../../testing/createTestApp';

/** Test helpers of the forms area: content JSON, small real files, and request shortcuts. */

export interface ComponentJson {
  id: string;
  elType: string;
  version?: number;
  properties?: Record<string, unknown>;
}

/** Builder content with one component per row, as a client would send it. */
export function contentOf(components: readonly ComponentJson[], defaults: Record<string, unknown> = {}) {
  return {
    rows: components.map((component, index) => ({
      kind: 'row',
      id: `Row${index + 1}`,
      version: 1,
      properties: {},
      columns: [
        {
          kind: 'column',
          id: `Column${index + 1}`,
          version: 1,
          properties: { cols: 12 },
          children: [{ kind: 'component', version: 1, page: 0, properties: {}, ...component }],
        },
      ],
    })),
    defaults,
  };
}

/** A 1×1 transparent PNG. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const pngDataUrl = `data:image/png;base64,${pngBytes.toString('base64')}`;

/** A minimal one-page PDF. */
export const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The start of a Windows executable. */
export const exeBytes = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(126),
  Buffer.from('PE\0\0'),
  Buffer.alloc(64),
]);

/** A multipart/form-data body for app.inject. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----clinic${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** app.inject with the given headers, JSON body when one is given. */
export function requester(t: TestApp, headers: Record<string, string>) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** A draft of the form for the patient with these answers, completed through the API; its id. */
export async function completedThroughApi(
  call: ReturnType<typeof requester>,
  draft: { formId: string; patientId: string; results: Record<string, unknown> },
): Promise<string> {
  const created = (await call('PUT', '/api/core/Documents', draft)).json();
  const done = await call('PATCH', `/api/core/Documents/${created.id}/SaveAndComplete`, {
    rowVersion: created.rowVersion,
  });
  if (done.statusCode !== 200) throw new Error(`completing ${created.id}: ${done.statusCode} ${done.body}`);
  return created.id;
}

/** The first episode of care of a patient. */
export async function episodeOf(t: TestApp, patientId: string): Promise<string> {
  const [episode] = await t.database.db
    .select()
    .from(episodesOfCare)
    .where(eq(episodesOfCare.patientId, patientId));
  if (!episode) throw new Error('patient without an episode');
  return episode.id;
}

/** A form whose fields exercise validation, hidden conditions, scoring and signatures. */
export const clinicalContent = contentOf([
  { id: 'TextInput1', elType: 'TextInput', properties: { label: 'Full name', required: true } },
  { id: 'EmailInput1', elType: 'EmailInput', properties: { label: 'Email' } },
  {
    id: 'TextInput2',
    elType: 'TextInput',
    properties: { label: 'Reason for skipping', required: true, hidden: "{{ TextInput1 == 'skip' }}" },
  },
  {
    id: 'AssessmentQuestion1',
    elType: 'AssessmentQuestion',
    properties: {
      label: 'Feeling down?',
      answers: [
        { text: 'No', value: 0 },
        { text: 'Yes', value: 2 },
      ],
    },
  },
  { id: 'Signature1', elType: 'Signature', properties: { label: 'Clinician signature', type: 'user' } },
]);

/** Results that complete clinicalContent. */
export const validClinicalResults = {
  TextInput1: 'skip',
  EmailInput1: 'alex@example.org',
  AssessmentQuestion1: { text: 'Yes', value: 2 },
  Signature1: { signature: pngDataUrl, date: '2025-01-02T10:00:00Z', signedBy: 'Dr Test' },
};
