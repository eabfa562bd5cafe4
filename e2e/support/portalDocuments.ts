import { randomUUID } from 'node:crypto';
import { type DemoPatientKey, patientId, staffApi } from './portalSession';

/** A builder component spec: a type and its properties. */
interface ComponentSpec {
  elType: string;
  properties?: Record<string, unknown>;
}

/**
 * Builder content from rows of one component each, as the builder saves it: ids are the type
 * plus a number, each component carries its page, a PageBreak row ends a page.
 */
export function formContent(rows: readonly ComponentSpec[]): unknown {
  const counters = new Map<string, number>();
  const nextId = (type: string) => {
    const n = (counters.get(type) ?? 0) + 1;
    counters.set(type, n);
    return `${type}${n}`;
  };
  let page = 0;
  return {
    rows: rows.map((spec) => {
      const component = {
        kind: 'component',
        id: nextId(spec.elType),
        elType: spec.elType,
        version: 1,
        page,
        properties: spec.properties ?? {},
      };
      if (spec.elType === 'PageBreak') page += 1;
      return {
        kind: 'row',
        id: nextId('Row'),
        version: 1,
        properties: {},
        columns: [
          {
            kind: 'column',
            id: nextId('Column'),
            version: 1,
            properties: { cols: 12 },
            children: [component],
          },
        ],
      };
    }),
  };
}

/** A two-page form: a required name on page 1, a required reason on page 2. Ids TextInput1, Textarea1. */
export const twoPageForm = formContent([
  { elType: 'TextInput', properties: { label: 'Preferred name', required: true } },
  { elType: 'PageBreak' },
  { elType: 'Textarea', properties: { label: 'What brings you here?', required: true } },
]);

/**
 * A new form (unique name) with a draft shared with the patient's portal; resolves with the
 * form's name and the document's id.
 */
export async function shareNewDocument(
  patient: DemoPatientKey,
  content: unknown = twoPageForm,
  options: { documentInstructions?: string } = {},
): Promise<{ name: string; documentId: string }> {
  const name = `E2E form ${randomUUID().slice(0, 8)}`;
  const form = await staffApi<{ id: string }>('PUT', '/api/core/Forms', {
    name,
    content,
    documentInstructions: options.documentInstructions ?? '',
  });
  const document = await staffApi<{ id: string }>('PUT', '/api/core/Documents', {
    formId: form.id,
    patientId: await patientId(patient),
  });
  await staffApi('PATCH', `/api/core/Documents/${document.id}/Share`, { shared: true });
  return { name, documentId: document.id };
}

/**
 * A new form group of two one-question forms, filled as a document group for the patient (a seeded
 * one, or one a test made: `{ id }`) and shared with the portal; resolves with the group's name, id,
 * its documents' form names and its documents (ids by form name).
 */
export async function shareNewDocumentGroup(patient: DemoPatientKey | { id: string }): Promise<{
  name: string;
  groupId: string;
  formNames: string[];
  documents: { id: string; formName: string }[];
}> {
  const suffix = randomUUID().slice(0, 8);
  const formNames = [`E2E consent ${suffix}`, `E2E history ${suffix}`];
  const forms = [];
  for (const [index, formName] of formNames.entries()) {
    const content = formContent([
      { elType: 'TextInput', properties: { label: `Answer ${index + 1}`, required: true } },
    ]);
    forms.push(await staffApi<{ id: string }>('PUT', '/api/core/Forms', { name: formName, content }));
  }
  const name = `E2E packet ${suffix}`;
  const formGroup = await staffApi<{ id: string }>('PUT', '/api/core/FormGroups', {
    name,
    formIds: forms.map((form) => form.id),
  });
  const group = await staffApi<{ id: string; documents: { id: string; formName: string }[] }>(
    'PUT',
    '/api/core/DocumentGroups',
    {
      formGroupId: formGroup.id,
      patientId: typeof patient === 'string' ? await patientId(patient) : patient.id,
    },
  );
  await staffApi('PATCH', `/api/core/DocumentGroups/${group.id}`, { sharedWithPortal: true });
  for (const document of group.documents) {
    await staffApi('PATCH', `/api/core/Documents/${document.id}/Share`, { shared: true });
  }
  const documents = group.documents.map(({ id, formName }) => ({ id, formName }));
  return { name, groupId: group.id, formNames, documents };
}

/** Staff write an answer into a shared document's TextInput1 and save it, completing it when asked. */
export async function answerAsStaff(documentId: string, answer: string, complete = false): Promise<void> {
  const { rowVersion } = await staffApi<{ rowVersion: number }>('GET', `/api/core/Documents/${documentId}`);
  await staffApi('PATCH', `/api/core/Documents/${documentId}${complete ? '/SaveAndComplete' : ''}`, {
    rowVersion,
    results: { TextInput1: answer },
  });
}
