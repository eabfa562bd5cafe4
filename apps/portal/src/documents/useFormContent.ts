import { type FormContent, loadFormContent } from '@clinic/forms-core';
import { useMemo } from 'react';

/** The version's builder content, read and checked once per document. */
export function useFormContent(json: unknown): FormContent | null {
  return useMemo(() => {
    if (json === undefined) return null;
    const loaded = loadFormContent(json);
    return loaded.ok ? loaded.content : null;
  }, [json]);
}
