import {
  ASSESSMENT_QUESTION_TYPE,
  eachLayoutComponent,
  evaluateHidden,
  loadFormContent,
  scoreAssessments,
  validateForm,
} from '@clinic/forms-core';
import { and, eq, isNull } from 'drizzle-orm';
import { badRequest } from '../../../app/httpError';
import type { Queryable } from '../../../db/database';
import { forms, formVersions } from '../../../db/schema';

export interface IntakeDocumentInput {
  formId: string;
  results: Record<string, unknown>;
}

export interface ValidIntakeDocument {
  formId: string;
  versionId: string;
  results: Record<string, unknown>;
  score: string | null;
  order: number;
}

/**
 * Checks each intake form against its official version as an e-form (only what a patient may
 * edit, hidden components skipped). Errors come back per component as
 * `intakeDocuments.{index}.{componentId}`; nothing is stored unless every form passes.
 */
export async function validateIntakeDocuments(
  db: Queryable,
  documents: readonly IntakeDocumentInput[],
  locationFormIds: readonly string[],
): Promise<ValidIntakeDocument[]> {
  const messages: string[] = [];
  const fieldErrors: Record<string, string[]> = {};
  const valid: ValidIntakeDocument[] = [];
  const seen = new Set<string>();
  for (const [index, document] of documents.entries()) {
    const [row] = await db
      .select({ name: forms.name, versionId: formVersions.id, content: formVersions.content })
      .from(forms)
      .innerJoin(formVersions, eq(formVersions.id, forms.currentVersionId))
      .where(and(eq(forms.id, document.formId), isNull(forms.deletedAt)));
    if (!row || !locationFormIds.includes(document.formId) || seen.has(document.formId)) {
      messages.push('This intake form is not available for this location.');
      fieldErrors[`intakeDocuments.${index}.formId`] = ['Not available'];
      continue;
    }
    seen.add(document.formId);
    const loaded = loadFormContent(row.content);
    if (!loaded.ok) throw badRequest([`The form "${row.name}" cannot be filled in right now.`]);
    const { content } = loaded;
    const results = document.results;
    const hiddenById = new Map<string, unknown>();
    let hasAssessment = false;
    for (const component of eachLayoutComponent(content.rows)) {
      hiddenById.set(component.id, component.properties.hidden);
      hasAssessment ||= component.elType === ASSESSMENT_QUESTION_TYPE;
    }
    const scope = { ...results, data: results };
    const check = validateForm(content, results, {
      mode: 'e-form',
      isHidden: (id) => evaluateHidden(hiddenById.get(id), scope),
    });
    if (!check.valid) {
      messages.push(`Please complete the form "${row.name}".`);
      for (const [componentId, errors] of Object.entries(check.errors)) {
        fieldErrors[`intakeDocuments.${index}.${componentId}`] = errors;
      }
      continue;
    }
    valid.push({
      formId: document.formId,
      versionId: row.versionId,
      results,
      score: hasAssessment ? scoreAssessments(content, results) : null,
      order: index,
    });
  }
  if (messages.length > 0) throw badRequest(messages, fieldErrors);
  return valid;
}
