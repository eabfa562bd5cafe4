import { useCallback, useEffect, useRef, useState } from 'react';
import type { AutofillProvider } from '../../services/autofillProvider';

export type AutofillStatus = 'idle' | 'loading' | 'filled' | 'none' | 'error';

/**
 * Asks the injected provider for a section's text and hands it to `onFill`. A newer request,
 * or unmounting, aborts the one in flight so a late answer never overwrites newer typing.
 */
export function useAutofill(
  provider: AutofillProvider | undefined,
  componentId: string,
  sectionSelected: string | null,
  onFill: (text: string) => void,
): { status: AutofillStatus; run: () => void } {
  const [status, setStatus] = useState<AutofillStatus>('idle');
  const controller = useRef<AbortController | null>(null);
  const onFillRef = useRef(onFill);
  onFillRef.current = onFill;
  useEffect(() => () => controller.current?.abort(), []);
  const run = useCallback(() => {
    if (!provider || !sectionSelected) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setStatus('loading');
    provider.autofill({ sectionSelected, componentId }, current.signal).then(
      (text) => {
        if (current.signal.aborted) return;
        if (text === null || text.trim() === '') {
          setStatus('none');
          return;
        }
        onFillRef.current(text);
        setStatus('filled');
      },
      () => {
        if (!current.signal.aborted) setStatus('error');
      },
    );
  }, [provider, componentId, sectionSelected]);
  return { status, run };
}
