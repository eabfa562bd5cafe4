import { httpClient } from '../../api/httpClient';
import { saveBlob } from '../documents/documentCalls';

/** The part of a FHIR OperationOutcome the import reads. */
interface ImportOutcome {
  issue?: { severity?: string; diagnostics?: string }[];
}

export interface QuestionnaireImport {
  /** The new form's id (from the Location the FHIR create answered). */
  formId: string;
  /** What the import could not carry, as the server's OperationOutcome words it; empty when all was. */
  notCarried: string[];
}

/**
 * Imports a FHIR Questionnaire through the FHIR API's create (the one importer, issue 19.5): the
 * server makes a new form and lists every element or extension it could not carry.
 */
export async function importQuestionnaire(questionnaire: unknown): Promise<QuestionnaireImport> {
  // A create's reply is read as a file's: the shared client's one call that hands back the Location.
  const { blob, location } = await httpClient.download('/fhir/R4/Questionnaire', questionnaire);
  const reply = JSON.parse(await blob.text()) as ImportOutcome | null;
  const formId = location?.split('/').at(-1) ?? '';
  const notCarried = (reply?.issue ?? [])
    .filter((issue) => issue.severity !== 'information')
    .map((issue) => issue.diagnostics ?? '');
  return { formId, notCarried };
}

/** Downloads a form's official version as an SDC Questionnaire (FHIR R4 JSON). */
export async function exportQuestionnaire(formId: string, formName: string): Promise<void> {
  const { blob } = await httpClient.download(`/fhir/R4/Questionnaire/${encodeURIComponent(formId)}`);
  const base = formName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'questionnaire';
  saveBlob(blob, `${base}.questionnaire.json`);
}
