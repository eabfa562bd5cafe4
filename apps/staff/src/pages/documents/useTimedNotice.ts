import { useCallback, useEffect, useRef, useState } from 'react';

export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/** Alerts hide after 5 seconds (forms.md section 8). */
export const NOTICE_MS = 5000;

/** One alert at a time that hides itself; a new one replaces the old and restarts the clock. */
export function useTimedNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((kind: Notice['kind'], text: string) => {
    clearTimeout(timer.current);
    setNotice({ kind, text });
    timer.current = setTimeout(() => setNotice(null), NOTICE_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { notice, show, clear: () => setNotice(null) };
}
