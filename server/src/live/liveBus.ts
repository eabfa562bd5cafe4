import type { AppDeps } from '../app/appInstance';

export interface LiveEvent {
  /** The SSE event name, e.g. 'appointment-request'. */
  name: string;
  data: unknown;
}

type Listener = (event: LiveEvent) => void;

/**
 * In-process publish/subscribe between request handlers and open live streams. Channels are
 * 'staff' or 'patient:{id}'. One server process: several processes on one database would
 * need PostgreSQL LISTEN/NOTIFY behind the same interface.
 */
export class LiveBus {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly openStreams = new Set<() => void>();

  subscribe(channel: string, listener: Listener): () => void {
    const set = this.listeners.get(channel) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(channel, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(channel);
    };
  }

  publish(channel: string, event: LiveEvent): void {
    for (const listener of this.listeners.get(channel) ?? []) listener(event);
  }

  /** Streams register how to end themselves, so a closing server is not held open by them. */
  track(end: () => void): () => void {
    this.openStreams.add(end);
    return () => this.openStreams.delete(end);
  }

  endAllStreams(): void {
    for (const end of [...this.openStreams]) end();
  }
}

export const staffChannel = 'staff';
export const patientChannel = (patientId: string) => `patient:${patientId}`;

// Keyed by the app's dependencies: every plugin scope of one app shares them, tests' apps do not.
const buses = new WeakMap<AppDeps, LiveBus>();

export function liveBusOf(deps: AppDeps): LiveBus {
  let bus = buses.get(deps);
  if (!bus) {
    bus = new LiveBus();
    buses.set(deps, bus);
  }
  return bus;
}
