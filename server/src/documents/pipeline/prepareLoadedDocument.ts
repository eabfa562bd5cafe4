import { type PreparedSubmission, prepareSubmission, type Results } from '@clinic/forms-core';
import type { Queryable } from '../../db/database';
import type { LoadedDocument } from '../loadDocument';
import { asResults } from '../toDocumentDto';
import type { DocumentCaller } from './documentCaller';
import { documentFacts, loadPipelineContext } from './documentPipelineContext';

export interface PrepareRequest {
  /** The answers sent; undefined when the request changes none (a completion, a bulk completion). */
  sent: Results | undefined;
  /** Staff fill in 'form-submitter' mode; patients (portal, e-mailed link) in 'e-form' mode. */
  mode: 'form-submitter' | 'e-form';
  caller: DocumentCaller;
  /** The effective date the change sets, when it sets one (the header and eMAR ranges read it). */
  effectiveDate?: string | null;
}

/**
 * A stored document prepared by forms-core's pipeline with the records as they are now: the
 * header and chart sections refilled, computed values and one-time values, and the sent answers
 * the caller may change taken (prepareSubmission).
 */
export async function prepareLoadedDocument(
  db: Queryable,
  loaded: LoadedDocument,
  request: PrepareRequest,
): Promise<PreparedSubmission> {
  const facts = documentFacts(loaded, request.effectiveDate ?? loaded.document.effectiveDate);
  const context = await loadPipelineContext(db, facts, { chart: true });
  return prepareSubmission({
    content: loaded.version.content,
    stored: asResults(loaded.document.results),
    sent: request.sent,
    mode: request.mode,
    context,
    language: request.caller.language,
    logger: request.caller.logger,
    oneTimeValues: asResults(loaded.document.oneTimeValues),
  });
}
