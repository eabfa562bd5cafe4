import { eq, sql } from 'drizzle-orm';
import { documents, forms, formVersions, locations, patients } from '../../../../db/schema';
import { buildFormContent } from '../../../../db/seed/demo/formContent';
import type { TestApp } from '../../../../testing/createTestApp';

/**
 * A portal form: a required name, an e-mail, and a note only staff may write (eFormEditable false).
 * Ids: TextInput1 (name), EmailInput1, TextInput2 (staff note).
 */
export const testFormContent = buildFormContent([
  [{ elType: 'TextInput', properties: { label: 'Full name', required: true } }],
  [{ elType: 'EmailInput', properties: { label: 'Email' } }],
  [{ elType: 'TextInput', properties: { label: 'Clinician note', required: true, eFormEditable: false } }],
]);

/** A clinician's form: one text field, not editable in e-forms, so a patient has nothing to fill. */
export const staffOnlyFormContent = buildFormContent(
  [[{ elType: 'TextInput', properties: { label: 'Assessment' } }]],
  { staffOnly: true },
);

/** Creates the test form with one official version; `offerAtLocationOf` adds it to that patient's location. */
export async function createTestForm(
  t: TestApp,
  options: { offerAtLocationOf?: string; name?: string } = {},
) {
  const db = t.database.db;
  const [form] = await db
    .insert(forms)
    .values({ name: options.name ?? 'Portal Test Form' })
    .returning({ id: forms.id });
  if (!form) throw new Error('form not inserted');
  const [version] = await db
    .insert(formVersions)
    .values({ formId: form.id, name: 'Version 1', content: testFormContent })
    .returning({ id: formVersions.id });
  if (!version) throw new Error('version not inserted');
  await db.update(forms).set({ currentVersionId: version.id }).where(eq(forms.id, form.id));
  if (options.offerAtLocationOf) {
    const [patient] = await db.select().from(patients).where(eq(patients.id, options.offerAtLocationOf));
    if (!patient?.locationId) throw new Error('patient without location');
    await db
      .update(locations)
      .set({ formIds: sql`array_append(${locations.formIds}, ${form.id}::uuid)` })
      .where(eq(locations.id, patient.locationId));
  }
  return { formId: form.id, versionId: version.id };
}

/** A draft of the test form for the patient, shared with the portal unless told otherwise. */
export async function createTestDocument(
  t: TestApp,
  form: { formId: string; versionId: string },
  patientId: string,
  values: Partial<typeof documents.$inferInsert> = {},
): Promise<string> {
  const [row] = await t.database.db
    .insert(documents)
    .values({
      formId: form.formId,
      versionId: form.versionId,
      patientId,
      results: { TextInput2: 'Set by staff' },
      sharedWithPortal: true,
      sharedAt: new Date().toISOString(),
      ...values,
    })
    .returning({ id: documents.id });
  if (!row) throw new Error('document not inserted');
  return row.id;
}

/** A 1x1 PNG: a real image by its content. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body with one `File` part. */
export function multipartFile(fileName: string, bytes: Buffer, field = 'File') {
  const boundary = '----portal-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
