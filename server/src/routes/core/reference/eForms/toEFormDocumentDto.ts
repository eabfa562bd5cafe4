import type { CoreReferenceEFormDocument } from '@clinic/api-contract';
import { isoInstant } from '../../../../documents/isoInstant';
import type { LoadedDocument } from '../../../../documents/loadDocument';
import { asResults } from '../../../../documents/toDocumentDto';

export function toEFormDocumentDto({
  document: d,
  form,
  version,
}: LoadedDocument): CoreReferenceEFormDocument {
  return {
    id: d.id,
    formId: d.formId,
    formName: form.name,
    documentInstructions: form.documentInstructions,
    versionId: version.id,
    content: version.content,
    status: d.status,
    results: asResults(d.results),
    effectiveDate: isoInstant(d.effectiveDate),
    episodeOfCareId: d.episodeOfCareId,
    documentGroupId: d.documentGroupId,
  };
}
