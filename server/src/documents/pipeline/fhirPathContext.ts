import {
  type DocumentContext,
  type FormContent,
  loadFhirPathEvaluator,
  needsFhirPath,
} from '@clinic/forms-core';

/**
 * The FHIRPath engine for a form imported with FHIRPath our expressions cannot say, so the server
 * shows, hides and computes as the browser does (and requires only what is shown). Loaded with
 * the first such form and kept; other forms never load it.
 */
export async function fhirPathContextOf(content: FormContent): Promise<Pick<DocumentContext, 'fhirPath'>> {
  return needsFhirPath(content) ? { fhirPath: await loadFhirPathEvaluator() } : {};
}
