import { useEffect, useState } from 'react';
import type { DocumentPickerOption, DocumentPickerSource } from '../../../services/documentPickerSource';

export type DocumentOptionsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; options: readonly DocumentPickerOption[] }
  | { status: 'error' };

/**
 * The patient's documents of a form, less the excluded statuses. Loads only when asked (an
 * editable picker with a source and a form), once per form.
 */
export function useDocumentOptions(
  source: DocumentPickerSource | undefined,
  formId: string | null,
  excludedStatuses: readonly string[],
  enabled: boolean,
): DocumentOptionsState {
  const [state, setState] = useState<DocumentOptionsState>({ status: 'idle' });
  const excludedKey = excludedStatuses.join('\u0000');
  useEffect(() => {
    if (!enabled || !source || !formId) {
      setState({ status: 'idle' });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    const excluded = new Set(excludedKey ? excludedKey.split('\u0000') : []);
    source
      .listDocuments({ formId })
      .then((options) => {
        if (!cancelled)
          setState({ status: 'ready', options: options.filter((option) => !excluded.has(option.status)) });
      })
      .catch((error: unknown) => {
        console.error('The document picker could not list documents.', error);
        if (!cancelled) setState({ status: 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, [source, formId, excludedKey, enabled]);
  return state;
}
