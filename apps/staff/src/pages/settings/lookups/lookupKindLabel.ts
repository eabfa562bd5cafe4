import type { CoreReferenceLookupKind } from '@clinic/api-contract';
import { currentTexts } from '../../../i18n/areaTexts';

/** "AllergyType" -> "Allergy types": a list's name as staff read it, in the chosen language. */
export function lookupKindLabel(kind: CoreReferenceLookupKind): string {
  return currentTexts().lookupLists[kind];
}
