import type { CoreFormsDocumentContext, CoreReferenceDocumentCollections } from '@clinic/api-contract';
import type { DocumentContext } from '@clinic/forms-core';
import type { Queryable } from '../../db/database';
import { loadDocumentContext } from '../documentContext';
import { loadReferencedCollections } from '../loadCollections';
import type { LoadedDocument } from '../loadDocument';
import { fhirPathContextOf } from './fhirPathContext';

/** The facts of a document the pipeline's context is made from. */
export function documentFacts(loaded: LoadedDocument, effectiveDate = loaded.document.effectiveDate) {
  return {
    content: loaded.version.content,
    formName: loaded.form.name,
    patientId: loaded.document.patientId,
    episodeOfCareId: loaded.document.episodeOfCareId,
    effectiveDate,
  };
}

/**
 * The context a document is prepared with: the records (clinic, patient, episode; the chart on
 * the server's saves and completions), the collections its form references and, for a form with
 * imported FHIRPath, the FHIRPath engine.
 */
export async function loadPipelineContext(
  db: Queryable,
  facts: ReturnType<typeof documentFacts>,
  options: { chart: boolean },
): Promise<DocumentContext> {
  const [context, collections, fhirPath] = await Promise.all([
    loadDocumentContext(db, { ...facts, chart: options.chart }),
    loadReferencedCollections(db, facts.content),
    fhirPathContextOf(facts.content),
  ]);
  return { ...context, collections, ...fhirPath };
}

/** A document reply's collections: those the form references, as the context holds them. */
export function replyCollectionsOf(context: DocumentContext): CoreReferenceDocumentCollections {
  return Object.fromEntries(
    Object.entries(context.collections ?? {}).map(([name, items]) => [name, [...items]]),
  );
}

/** A document reply's context: what the browser prepares the same document with (never the chart). */
export function replyContextOf(context: DocumentContext): CoreFormsDocumentContext {
  return {
    clinic: context.clinic ?? null,
    formName: context.formName ?? '',
    patient: context.patient
      ? {
          firstName: context.patient.firstName,
          middleName: context.patient.middleName ?? null,
          lastName: context.patient.lastName,
          mrn: context.patient.mrn,
          dateOfBirth: context.patient.dateOfBirth,
        }
      : null,
    episodeOfCare: context.episodeOfCare ?? null,
    effectiveDate: context.effectiveDate ?? null,
  };
}
