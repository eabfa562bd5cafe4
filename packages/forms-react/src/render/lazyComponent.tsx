import { type ComponentType, lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { ChunkErrorBoundary } from '../chunkLoading/ChunkErrorBoundary';
import { ChunkLoadFailure } from '../chunkLoading/ChunkLoadFailure';
import type { ChunkFailure } from '../chunkLoading/chunkLoadError';
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
 * the code is here, new instances render at once. Each instance picks its way once, so one that
 * mounted with the fallback is never remounted (its state and focus stay). A load that fails or
 * outlasts the chunk time-out shows `failed` in its place, never a blank page.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode,
  { failed = defaultFailed }: LazyComponentOptions<P> = {},
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= withChunkTimeout(load).then((Component) => {
      loaded = Component;
      return Component;
    });
    return loading;
  };
  loaders.add(loadOnce);
  // React.lazy keeps its first outcome, so a retry needs a new one; every instance that shows the
  // failure follows the retry count (their boundaries remount with it).
  const makeLoaded = () => lazy(async () => ({ default: await loadOnce() }));
  let Loaded = makeLoaded();
  let attempt = 0;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const retry = () => {
    if (loaded) return;
    loading = undefined;
    Loaded = makeLoaded();
    attempt += 1;
    for (const listener of listeners) listener();
  };
  return function LazyComponent(props: P) {
    const [Ready] = useState(() => loaded);
    const current = useSyncExternalStore(subscribe, () => attempt);
    if (Ready) return <Ready {...props} />;
    return (
      <ChunkErrorBoundary key={current} fallback={(failure) => failed(props, failure, retry)}>
        <Suspense fallback={fallback(props)}>
          <Loaded {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
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
