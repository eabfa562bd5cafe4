import type { CoreReferenceEFormDocument } from '@clinic/api-contract';
import type { Queryable } from '../../../../db/database';
import { documentTimeZone } from '../../../../documents/clinicTimeZones';
import { isoInstant } from '../../../../documents/isoInstant';
import type { LoadedDocument } from '../../../../documents/loadDocument';
import {
  documentFacts,
  loadPipelineContext,
  replyContextOf,
} from '../../../../documents/pipeline/documentPipelineContext';
import { asResults } from '../../../../documents/toDocumentDto';

/** One document of a link as the patient fills it, with what the browser prepares it with. */
export async function toEFormDocumentDto(
  db: Queryable,
  loaded: LoadedDocument,
): Promise<CoreReferenceEFormDocument> {
  const { document: d, form, version } = loaded;
  const context = await loadPipelineContext(db, documentFacts(loaded), { chart: false });
  return {
    id: d.id,
    formId: d.formId,
    formName: form.name,
    documentInstructions: form.documentInstructions,
    versionId: version.id,
    content: version.content,
    status: d.status,
    results: asResults(d.results),
    rowVersion: d.rowVersion,
    effectiveDate: isoInstant(d.effectiveDate),
    episodeOfCareId: d.episodeOfCareId,
    documentGroupId: d.documentGroupId,
    context: replyContextOf(context),
    oneTimeValues: asResults(d.oneTimeValues),
    ...(loaded.prepared ? { ignoredComponentIds: loaded.prepared.ignored } : {}),
    timeZone: await documentTimeZone(db, d),
  };
}
