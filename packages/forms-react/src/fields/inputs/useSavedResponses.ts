import { addSavedResponse } from '@clinic/forms-core';
import { useCallback, useRef, useState } from 'react';
import type { SavedResponse, SavedResponsesClient } from '../../services/savedResponses';

export type SavedResponsesStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SavedResponsesState {
  status: SavedResponsesStatus;
  items: readonly SavedResponse[];
  /** Loads the list the first time only (forms.md section 4: loads once on first open). */
  load: () => void;
  /** Saves a text unless blank or already listed here or among the predefined responses. */
  save: (text: string, predefined: readonly string[]) => Promise<void>;
  remove: (id: string) => Promise<void>;
}

/** One component's saved responses through the injected client. */
export function useSavedResponses(
  client: SavedResponsesClient | undefined,
  componentId: string,
): SavedResponsesState {
  const [status, setStatus] = useState<SavedResponsesStatus>('idle');
  const [items, setItems] = useState<readonly SavedResponse[]>([]);
  const requested = useRef(false);
  const load = useCallback(() => {
    if (!client || requested.current) return;
    requested.current = true;
    setStatus('loading');
    client.list(componentId).then(
      (list) => {
        setItems(list);
        setStatus('ready');
      },
      () => setStatus('error'),
    );
  }, [client, componentId]);
  const save = useCallback(
    async (text: string, predefined: readonly string[]) => {
      if (!client) return;
      const listed = [...predefined, ...items.map((item) => item.response)];
      // Nothing to send for a blank text or one already listed (forms.md section 5).
      if (addSavedResponse(listed, text) === listed) return;
      setItems(await client.save(componentId, text.trim()));
      setStatus('ready');
    },
    [client, componentId, items],
  );
  const remove = useCallback(
    async (id: string) => {
      if (!client) return;
      await client.remove(id);
      setItems((current) => current.filter((item) => item.id !== id));
    },
    [client],
  );
  return { status, items, load, save, remove };
}
