import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

const loaders = new Set<() => Promise<unknown>>();

/**
 * A component whose code loads the first time it renders, showing `fallback` until then; once
 * the code is here, new instances render at once. Each instance picks its way once, so one that
 * mounted with the fallback is never remounted (its state and focus stay).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= load().then((Component) => {
      loaded = Component;
      return Component;
    });
    return loading;
  };
  loaders.add(loadOnce);
  const Loaded = lazy(async () => ({ default: await loadOnce() }));
  return function LazyComponent(props: P) {
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={fallback(props)}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/**
 * Loads the code of every lazy component (field renderers, the HTML sanitiser) declared so far,
 * and of those that code declares in turn, e.g. to warm them up while the user is idle, or so
 * tests render every type at once.
 */
export async function loadLazyComponents(): Promise<void> {
  let count: number;
  do {
    count = loaders.size;
    await Promise.all([...loaders].map((loadOnce) => loadOnce()));
  } while (loaders.size > count);
}
