import { checkDocument, type DocumentCheck, type DocumentCheckOptions } from '@clinic/forms-core';
import type { FormStore } from './formStore';

/**
 * Checks what the store holds as the server will (forms-core's checkDocument on the store's
 * prepared document) and shows the errors on their fields, clearing the rest. The caller moves
 * the viewer to `firstErrorPage`.
 */
export function validateStore(store: FormStore, options: DocumentCheckOptions): DocumentCheck {
  const result = checkDocument(store.engine, options);
  store.setAllErrors(result.errors);
  return result;
}
