import { usZipPattern } from '@clinic/api-contract';

/**
 * What is wrong with the optional address parts the wizard and the registration check: a ZIP
 * typed must be a whole one, and a State must be one of Catalog/States (`knownStates`, the
 * catalogue's values; not checked while it has not loaded: the server keeps its own bounds). The
 * ZIP rule is api-contract's, which the server checks too.
 */
export function addressErrors(
  address: { zip: string; state: string },
  knownStates?: ReadonlySet<string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const zip = address.zip.trim();
  if (zip && !usZipPattern.test(zip)) errors.zip = 'wizard.errors.zip';
  const state = address.state.trim();
  if (state && knownStates && knownStates.size > 0 && !knownStates.has(state))
    errors.state = 'wizard.errors.state';
  return errors;
}
