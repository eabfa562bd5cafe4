import { useEffect, useState } from 'react';

export type BuilderListState<T> =
  | { status: 'unavailable' }
  | { status: 'loading' }
  | { status: 'ready'; items: readonly T[] }
  | { status: 'error' };

/**
 * A list a property editor offers, read from the host while the editor is shown (again only
 * for another `load`, so pass a stable function); 'unavailable' when the host gives none.
 */
export function useBuilderList<T>(load: (() => Promise<readonly T[]>) | undefined): BuilderListState<T> {
  const [state, setState] = useState<BuilderListState<T>>(
    load ? { status: 'loading' } : { status: 'unavailable' },
  );
  useEffect(() => {
    if (!load) {
      setState({ status: 'unavailable' });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    load()
      .then((items) => {
        if (!cancelled) setState({ status: 'ready', items });
      })
      .catch((error: unknown) => {
        console.error('The builder could not read a list from the server.', error);
        if (!cancelled) setState({ status: 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, [load]);
  return state;
}
