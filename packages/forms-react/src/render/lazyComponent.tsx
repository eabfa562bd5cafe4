import { type ComponentType, createElement, type ReactNode, useSyncExternalStore } from 'react';
import { ChunkLoadFailure } from '../chunkLoading/ChunkLoadFailure';
import { type ChunkFailure, chunkFailureOf } from '../chunkLoading/chunkLoadError';
import { withChunkTimeout } from '../chunkLoading/chunkLoadTimeout';

const loaders = new Set<() => Promise<unknown>>();

export interface LazyComponentOptions<P> {
  /**
   * Stands in place of the component when its code did not load or timed out (portal.md section
   * 8); `retry` loads it again in every place it failed. Defaults to the spec's message with a
   * Reload button.
   */
  failed?: (props: P, failure: ChunkFailure, retry: () => void) => ReactNode;
}

function defaultFailed(_props: unknown, failure: ChunkFailure, retry: () => void): ReactNode {
  return <ChunkLoadFailure failure={failure} onRetry={retry} />;
}

/**
 * A component whose code loads the first time it renders, showing `fallback` until then; once
 * the code is here, every instance renders it in the fallback's place (new instances at once).
 * No Suspense or error boundary per instance: the load's outcome is followed here, so a loaded
 * field is its component alone, as in a form of a thousand fields it should be (issue 22.4). A
 * load that fails or outlasts the chunk time-out shows `failed` in its place, never a blank page;
 * any other error (a bug in the loaded module) is thrown on to the boundaries above.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode,
  { failed = defaultFailed }: LazyComponentOptions<P> = {},
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let error: { failure: ChunkFailure | null; cause: unknown } | undefined;
  let loading: Promise<void> | undefined;
  // Bumped on each outcome and retry: the instances showing the fallback or a failure follow it.
  let outcome = 0;
  const listeners = new Set<() => void>();
  const settle = () => {
    outcome += 1;
    for (const listener of listeners) listener();
  };
  const loadOnce = () => {
    loading ??= withChunkTimeout(load).then(
      (Component) => {
        loaded = Component;
        settle();
      },
      (cause: unknown) => {
        error = { failure: chunkFailureOf(cause), cause };
        settle();
      },
    );
    return loading;
  };
  loaders.add(loadOnce);
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  // Loads again for every place that shows the failure.
  const retry = () => {
    if (loaded) return;
    loading = undefined;
    error = undefined;
    settle();
  };
  return function LazyComponent(props: P) {
    useSyncExternalStore(subscribe, () => outcome);
    if (loaded) return createElement(loaded, props);
    if (error?.failure) return failed(props, error.failure, retry);
    if (error) throw error.cause;
    // Starting the load while rendering, as React.lazy does: once per load, whoever renders first.
    loadOnce();
    return fallback(props);
  };
}

/**
 * Loads the code of every lazy component (field renderers, the HTML sanitiser) declared so far,
 * and of those that code declares in turn, e.g. to warm them up while the user is idle, or so
 * tests render every type at once. A chunk that fails here is not an error of the warm-up: the
 * place that shows it shows the failure.
 */
export async function loadLazyComponents(): Promise<void> {
  let count: number;
  do {
    count = loaders.size;
    await Promise.allSettled([...loaders].map((loadOnce) => loadOnce()));
  } while (loaders.size > count);
}
