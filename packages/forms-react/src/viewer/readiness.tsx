import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldRenderer, FieldRendererProps } from '../render/fieldRenderers';

/**
 * Which components the viewer waits for (forms.md section 4: the clinical components and the
 * dropdowns). A component counts as pending from its first layout (or its lazy placeholder's)
 * until it has mounted. The viewer arms the tracker after its own first commit, so a form without
 * such components is ready at once; a page turn that mounts new ones makes it busy again.
 */
export interface ReadinessTracker {
  add(token: object): void;
  done(token: object): void;
  /** Called once the viewer has committed: from then on an empty pending set means settled. */
  arm(): void;
}

export interface ReadinessEvents {
  /** Something started to load (nothing was pending before). */
  onBusy: () => void;
  /** Nothing is pending any more (each time, once armed). */
  onSettled: () => void;
}

export function createReadinessTracker({ onBusy, onSettled }: ReadinessEvents): ReadinessTracker {
  const pending = new Set<object>();
  let armed = false;
  // Deferred so a lazy placeholder giving way to its loaded renderer (same commit) is not a gap.
  const settle = () =>
    queueMicrotask(() => {
      if (armed && pending.size === 0) onSettled();
    });
  return {
    add: (token) => {
      if (pending.size === 0) onBusy();
      pending.add(token);
    },
    done: (token) => {
      if (pending.delete(token)) settle();
    },
    arm: () => {
      armed = true;
      settle();
    },
  };
}

/**
 * A tracker for a form host (viewer, printable form), armed after the host's first commit:
 * `onReady` is called once, the first time nothing is pending; `onBusy` and `onSettled` each time.
 */
export function useReadinessTracker(
  events: { onReady?: () => void } & Partial<ReadinessEvents>,
): ReadinessTracker {
  const eventsRef = useRef(events);
  eventsRef.current = events;
  const [tracker] = useState(() => {
    let reported = false;
    return createReadinessTracker({
      onBusy: () => eventsRef.current.onBusy?.(),
      onSettled: () => {
        eventsRef.current.onSettled?.();
        if (reported) return;
        reported = true;
        eventsRef.current.onReady?.();
      },
    });
  });
  // Children's effects have run by now, so whatever is still pending is a component yet to mount.
  useEffect(() => tracker.arm(), [tracker]);
  return tracker;
}

export const ReadinessContext = createContext<ReadinessTracker | null>(null);

/** Marks the calling component pending while mounted and not `ready`; outside a viewer it does nothing. */
export function useReportReady(ready = true): void {
  const tracker = useContext(ReadinessContext);
  const [token] = useState(() => ({}));
  useLayoutEffect(() => {
    tracker?.add(token);
    return () => tracker?.done(token);
  }, [tracker, token]);
  useEffect(() => {
    if (ready) tracker?.done(token);
  }, [tracker, token, ready]);
}

/** The renderer, reporting ready once it has mounted. */
export function reportingReady(Renderer: FieldRenderer): FieldRenderer {
  function ReportingReady(props: FieldRendererProps) {
    useReportReady();
    return <Renderer {...props} />;
  }
  return Object.assign(ReportingReady, { ownsLabel: Renderer.ownsLabel });
}

/** Keeps the viewer waiting while a lazy renderer's code loads. */
export function PendingReady(): null {
  useReportReady(false);
  return null;
}
