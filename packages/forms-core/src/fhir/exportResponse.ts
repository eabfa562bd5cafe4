import type { QuestionnaireResponse, QuestionnaireResponseItem } from '@medplum/fhirtypes';
import type { ComponentNode, FormContent, Results, RowNode } from '../model/layout';
import { crudLayoutRows } from '../paging/crudLayouts';
import { linkIdOf } from './itemTypes';
import { plainText } from './plainText';
import { responseAnswers } from './responseAnswers';

export interface ResponseExportOptions {
  id?: string;
  /** Canonical URL of the Questionnaire (with `|version` when known). */
  questionnaire: string;
  /** The document's stored status. */
  status: 'Draft' | 'Completed' | string;
  /** Reopened after completion (an unlock reason is stored): a completed one is then `amended`. */
  reopened?: boolean;
  patientId: string;
  /** When the answers were last given (completion, else the last save), ISO date-time. */
  authored?: string;
}

/** The document status as FHIR's QuestionnaireResponse status: a draft is in progress. */
export function responseStatus(status: string, reopened: boolean): QuestionnaireResponse['status'] {
  if (status !== 'Completed') return 'in-progress';
  return reopened ? 'amended' : 'completed';
}

function componentResponse(component: ComponentNode, results: Results): QuestionnaireResponseItem[] {
  const label = typeof component.properties.label === 'string' ? plainText(component.properties.label) : '';
  const said = { linkId: linkIdOf(component), ...(label ? { text: label } : {}) };
  if (component.elType === 'Crud') {
    // A repeating group answers once per record, each record keyed by its form's component ids.
    const records = results[component.id];
    const rows = crudLayoutRows(component, 'formLayout') ?? [];
    return (Array.isArray(records) ? records : []).flatMap((record) => {
      const fields = typeof record === 'object' && record !== null ? (record as Results) : {};
      const item = rows.flatMap((row) => rowResponse(row, fields));
      return item.length > 0 ? [{ ...said, item }] : [];
    });
  }
  const answer = responseAnswers(component, results[component.id]);
  return answer.length > 0 ? [{ ...said, answer }] : [];
}

function rowResponse(row: RowNode, results: Results): QuestionnaireResponseItem[] {
  const children = row.columns.flatMap((column) => column.children);
  const [only] = children;
  // The same flattening as the Questionnaire: a row of one component is that component's item.
  if (row.columns.length === 1 && children.length === 1 && only?.kind === 'component') {
    return componentResponse(only, results);
  }
  const items = children.flatMap((child) =>
    child.kind === 'row' ? rowResponse(child, results) : componentResponse(child, results),
  );
  // A group answers through its items (FHIR qrs-1): an empty one is left out. An imported
  // group keeps its linkId, as the Questionnaire's export gives it back.
  const { fhirLinkId } = row.properties;
  const linkId = typeof fhirLinkId === 'string' ? fhirLinkId : row.id;
  return items.length > 0 ? [{ linkId, item: items }] : [];
}

/** A document's answers as QuestionnaireResponse items, grouped as its form's Questionnaire. */
export function responseItems(
  content: Pick<FormContent, 'rows'>,
  results: Results,
): QuestionnaireResponseItem[] {
  return content.rows.flatMap((row) => rowResponse(row, results));
}

/**
 * A document as a QuestionnaireResponse (issue 19.5): the items of its form's Questionnaire with
 * their text and typed answers, the status as stored.
 */
export function exportResponse(
  content: FormContent,
  results: Results,
  options: ResponseExportOptions,
): QuestionnaireResponse {
  const item = responseItems(content, results);
  return {
    resourceType: 'QuestionnaireResponse',
    ...(options.id ? { id: options.id } : {}),
    questionnaire: options.questionnaire,
    status: responseStatus(options.status, options.reopened ?? false),
    subject: { reference: `Patient/${options.patientId}` },
    ...(options.authored ? { authored: options.authored } : {}),
    ...(item.length > 0 ? { item } : {}),
  };
}
