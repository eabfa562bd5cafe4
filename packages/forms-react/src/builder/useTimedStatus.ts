import { useCallback, useEffect, useRef, useState } from 'react';

/** Alerts hide after 5 seconds (forms.md section 8). */
export const STATUS_HIDE_MS = 5000;

/** A status message that clears itself, e.g. 'Layout copied.'. */
export function useTimedStatus(): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((text: string) => {
    clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(null), STATUS_HIDE_MS);
  }, []);
  return [message, show];
}
