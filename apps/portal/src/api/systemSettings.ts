import type { SystemSettings } from '@clinic/api-contract';
import { useEffect, useSyncExternalStore } from 'react';
import { apiRequest } from './httpClient';

/**
 * The organisation's settings, shared by every page. Kept in this small store rather than
 * TanStack Query because the first pages (welcome, sign-in) need them and nothing else of it.
 */
export interface SystemSettingsState {
  data: SystemSettings | undefined;
  isPending: boolean;
  isError: boolean;
}

/** As fresh as a query with a five-minute stale time: a page shown later refetches them. */
const freshForMs = 5 * 60_000;

let state: SystemSettingsState = { data: undefined, isPending: true, isError: false };
let loadedAt = 0;
let loading = false;
const listeners = new Set<() => void>();

function update(next: SystemSettingsState): void {
  state = next;
  for (const listener of listeners) listener();
}

function request(): Promise<SystemSettings> {
  return apiRequest<SystemSettings>('GET', '/api/portal/SystemSettings');
}

/** Starts loading the settings unless fresh ones are here or on their way (one retry, as queries). */
export function loadSystemSettings(): void {
  if (loading || (state.data && Date.now() - loadedAt < freshForMs)) return;
  loading = true;
  request()
    .catch(request)
    .then(
      (data) => {
        loadedAt = Date.now();
        update({ data, isPending: false, isError: false });
      },
      () => update({ data: state.data, isPending: false, isError: state.data === undefined }),
    )
    .finally(() => {
      loading = false;
    });
}

/** The settings as last loaded (the hook's snapshot). */
export function currentSystemSettings(): SystemSettingsState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSystemSettings(): SystemSettingsState {
  useEffect(loadSystemSettings, []);
  return useSyncExternalStore(subscribe, currentSystemSettings);
}
