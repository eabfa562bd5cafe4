import {
  checkDocument,
  type DocumentTexts,
  type FieldError,
  fieldErrorText,
  loadFormContent,
  prepareSubmission,
} from '@clinic/forms-core';
import { and, eq, isNull } from 'drizzle-orm';
import { HttpError } from '../../../app/httpError';
import type { Queryable } from '../../../db/database';
import { forms, formVersions } from '../../../db/schema';
import type { DocumentCaller } from '../../../documents/pipeline/documentCaller';
import { loadIntakeContext } from '../../../documents/pipeline/intakeContext';
import { scoreDocument } from '../../../documents/scoreDocument';
import { signatureCounts } from '../../../documents/signatureCounts';

export interface IntakeDocumentInput {
  formId: string;
  results: Record<string, unknown>;
}

export interface ValidIntakeDocument {
  formId: string;
  versionId: string;
  results: Record<string, unknown>;
  oneTimeValues: Record<string, unknown>;
  score: string | null;
  totalSignatures: number;
  completedSignatures: number;
  order: number;
}

const texts: DocumentTexts<{
  unavailable: string;
  unavailableField: string;
  incomplete: (name: string) => string;
  cannotFill: (name: string) => string;
}> = {
  en: {
    unavailable: 'This intake form is not available for this location.',
    unavailableField: 'Not available',
    incomplete: (name) => `Please complete the form "${name}".`,
    cannotFill: (name) => `The form "${name}" cannot be filled in right now.`,
  },
  es: {
    unavailable: 'Este formulario de admisión no está disponible en esta ubicación.',
    unavailableField: 'No disponible',
    incomplete: (name) => `Complete el formulario "${name}".`,
    cannotFill: (name) => `El formulario "${name}" no se puede completar en este momento.`,
  },
};

/**
 * Prepares and checks each intake form of a new appointment request on its official version, by
 * the document pipeline in the e-form mode, as the browser did (only what a patient may change,
 * hidden components skipped, chart sections never from the requester). Errors come back per
 * component as `intakeDocuments.{index}.{componentId}`, as codes and as texts in the caller's
 * language; nothing is stored unless every form passes.
 */
export async function validateIntakeDocuments(
  db: Queryable,
  documents: readonly IntakeDocumentInput[],
  locationFormIds: readonly string[],
  requester: { patientId: string | null; caller: DocumentCaller },
): Promise<ValidIntakeDocument[]> {
  const { language, logger } = requester.caller;
  const wording = texts[language];
  const messages: string[] = [];
  const fieldErrors: Record<string, string[]> = {};
  const fieldErrorCodes: Record<string, FieldError[]> = {};
  const refuse = (key: string, errors: FieldError[]) => {
    fieldErrorCodes[key] = errors;
    fieldErrors[key] = errors.map((error) => fieldErrorText(error, language));
  };
  const valid: ValidIntakeDocument[] = [];
  const seen = new Set<string>();
  for (const [index, document] of documents.entries()) {
    const [row] = await db
      .select({ name: forms.name, versionId: formVersions.id, content: formVersions.content })
      .from(forms)
      .innerJoin(formVersions, eq(formVersions.id, forms.currentVersionId))
      .where(and(eq(forms.id, document.formId), isNull(forms.deletedAt)));
    if (!row || !locationFormIds.includes(document.formId) || seen.has(document.formId)) {
      messages.push(wording.unavailable);
      fieldErrors[`intakeDocuments.${index}.formId`] = [wording.unavailableField];
      continue;
    }
    seen.add(document.formId);
    const loaded = loadFormContent(row.content);
    if (!loaded.ok) throw new HttpError(400, [wording.cannotFill(row.name)]);
    const { content } = loaded;
    const context = await loadIntakeContext(
      db,
      { content, formName: row.name, patientId: requester.patientId },
      { chart: true },
    );
    const prepared = prepareSubmission({
      content,
      stored: {},
      sent: document.results,
      mode: 'e-form',
      context,
      language,
      logger,
      isNew: true,
    });
    const check = checkDocument(prepared.engine, { mode: 'e-form', filling: false });
    const errors = { ...check.errors, ...prepared.shapeErrors };
    if (Object.keys(errors).length > 0) {
      messages.push(wording.incomplete(row.name));
      for (const [componentId, list] of Object.entries(errors))
        refuse(`intakeDocuments.${index}.${componentId}`, list);
      continue;
    }
    valid.push({
      formId: document.formId,
      versionId: row.versionId,
      results: prepared.results,
      oneTimeValues: prepared.oneTimeValues,
      score: scoreDocument(content, prepared.results) ?? null,
      ...signatureCounts(content, prepared.results),
      order: index,
    });
  }
  if (messages.length > 0) throw new HttpError(400, messages, fieldErrors, fieldErrorCodes);
  return valid;
}
