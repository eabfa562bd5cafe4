import { useEffect, useRef, useState } from 'react';

/** Searches start at 3 characters after trimming and wait 1000 ms after the last keystroke (forms.md section 9). */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 1000;

export type SearchStatus = 'idle' | 'tooShort' | 'waiting' | 'searching' | 'done' | 'failed';

export interface DebouncedSearch<T> {
  phrase: string;
  setPhrase: (phrase: string) => void;
  status: SearchStatus;
  results: T[];
}

/**
 * A search box's state: a phrase under 3 characters lists nothing and calls nothing; otherwise
 * the search runs once typing has paused for the debounce, and only its latest answer counts.
 */
export function useDebouncedSearch<T>(search: (phrase: string) => Promise<T[]>): DebouncedSearch<T> {
  const [phrase, setPhrase] = useState('');
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [results, setResults] = useState<T[]>([]);
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    const trimmed = phrase.trim();
    if (trimmed.length < SEARCH_MIN_LENGTH) {
      setResults([]);
      setStatus(trimmed ? 'tooShort' : 'idle');
      return;
    }
    let current = true;
    setStatus('waiting');
    const timer = setTimeout(() => {
      setStatus('searching');
      searchRef.current(trimmed).then(
        (found) => {
          if (!current) return;
          setResults(found);
          setStatus('done');
        },
        () => {
          if (!current) return;
          setResults([]);
          setStatus('failed');
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [phrase]);

  return { phrase, setPhrase, status, results };
}
