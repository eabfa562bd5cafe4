import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormStore } from '../../store/FormStoreContext';
import { useFieldValue } from '../../store/useField';

export interface ClinicalListState<Row> {
  /** The component's value: the rows the document holds. */
  rows: Row[];
  loading: boolean;
  /** The last load's failure; the rows are emptied with it. */
  error: unknown;
  reload: () => void;
}

export interface ClinicalListOptions {
  /**
   * A change after the first render refetches (the eMAR range when the effective date changes).
   * Left out, only the first load and reload fetch.
   */
  reloadKey?: string;
}

/**
 * A clinical list kept in the form's value. On open it loads unless the document already holds
 * a list (a saved document keeps what was recorded, and eMAR data cached in form state is not
 * fetched again); reload always refetches. A failure stores null, so the list shows empty and
 * the next open tries again. `fetchRows` is null where nothing may load (viewer, builder, no
 * client or no patient).
 */
export function useClinicalList<Row>(
  componentId: string,
  fetchRows: (() => Promise<Row[]>) | null,
  options: ClinicalListOptions = {},
): ClinicalListState<Row> {
  const store = useFormStore();
  const value = useFieldValue<unknown>(componentId);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const fetchRef = useRef(fetchRows);
  fetchRef.current = fetchRows;
  const latestRequest = useRef(0);
  const loadedKey = useRef<string | undefined>(undefined);

  /** `opening`: the load that comes with the form, which is no edit of the user's. */
  const load = useCallback(
    async (opening: boolean) => {
      const setRows = (rows: Row[] | null) => store.setValue(componentId, rows, { loaded: opening });
      const fetch = fetchRef.current;
      if (!fetch) return;
      latestRequest.current += 1;
      const request = latestRequest.current;
      setLoading(true);
      setError(null);
      try {
        const rows = await fetch();
        if (request === latestRequest.current) setRows(rows);
      } catch (failure) {
        if (request !== latestRequest.current) return;
        setError(failure);
        setRows(null);
      } finally {
        if (request === latestRequest.current) setLoading(false);
      }
    },
    [store, componentId],
  );

  const canLoad = fetchRows !== null;
  const key = options.reloadKey ?? '';
  useEffect(() => {
    if (!canLoad) return;
    const first = loadedKey.current === undefined;
    const keyChanged = !first && loadedKey.current !== key;
    loadedKey.current = key;
    if (keyChanged) void load(false);
    else if (first && !Array.isArray(store.getValue(componentId))) void load(true);
  }, [canLoad, key, load, store, componentId]);

  return {
    rows: Array.isArray(value) ? (value as Row[]) : [],
    loading,
    error,
    reload: () => void load(false),
  };
}
