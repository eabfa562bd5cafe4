import type { CatalogueElType } from './catalogueElTypes';

/**
 * The copy/paste rules (spec section 4) name three clinical types "Client…".
 * The catalogue's names are the "Patient…" ones; these aliases are accepted
 * wherever an elType is looked up, so forms saved under either name load.
 */
export const catalogueElTypeAliases: Readonly<Record<string, CatalogueElType>> = {
  ClientAllergies: 'PatientAllergies',
  ClientDiagnosisCodes: 'PatientDiagnosisCodes',
  ClientVitals: 'PatientVitals',
};

/** The catalogue name for an elType or one of its aliases; other names come back unchanged. */
export function resolveCatalogueElType(elType: string): string {
  return Object.hasOwn(catalogueElTypeAliases, elType) ? catalogueElTypeAliases[elType]! : elType;
}
