import type { CoreFormsDocumentSave } from '@clinic/api-contract';
import type { FormContent, Results } from '@clinic/forms-core';
import type { documents } from '../db/schema';
import type { DocumentActor } from './documentActor';
import { restrictToEditable } from './restrictToEditable';
import { signatureCounts } from './signatureCounts';

/** What a save may change: every field is optional, only what is sent changes. */
export type DocumentChanges = Omit<CoreFormsDocumentSave, 'rowVersion'>;

/**
 * The column values of a save. Results are the whole map the client holds (a patient's only
 * reach the fields editable in the portal), and the signature counts follow them.
 */
export function documentChangeValues(
  content: FormContent,
  storedResults: Results,
  changes: DocumentChanges,
  actor: DocumentActor,
): Partial<typeof documents.$inferInsert> {
  const { results, ...fields } = changes;
  const values: Partial<typeof documents.$inferInsert> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(values, { [key]: value });
  }
  if (results !== undefined) {
    const next = actor.kind === 'portal' ? restrictToEditable(content, storedResults, results) : results;
    values.results = next;
    Object.assign(values, signatureCounts(content, next));
  }
  return values;
}
