import { type FormValidationOptions, type FormValidationResult, validateForm } from '@clinic/forms-core';
import type { FormStore } from './formStore';

/**
 * Checks what the store holds as the server will (forms-core's validateForm), with the store's
 * visibility and computed properties, and shows the messages on their fields (clearing the
 * rest). The caller moves the viewer to `firstErrorPage`.
 */
export function validateStore(
  store: FormStore,
  options: Pick<FormValidationOptions, 'mode' | 'filling'>,
): FormValidationResult {
  const result = validateForm(store.content, store.getResults(), {
    ...options,
    isHidden: store.isHidden,
    resolveProperties: (component) => ({ ...component.properties, ...store.getComputed(component.id) }),
  });
  store.setAllErrors(result.errors);
  return result;
}
