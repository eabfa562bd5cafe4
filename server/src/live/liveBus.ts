import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app/appInstance';
import type { LiveTransport } from './liveTransport';

export interface LiveEvent {
  /** The SSE event name, e.g. 'appointment-request'. */
  name: string;
  data: unknown;
}

type Listener = (event: LiveEvent) => void;

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; events carry ids, far less. */
const maxPayloadBytes = 7_900;

interface Notified {
  from: string;
  channel: string;
  event: LiveEvent;
}

const isNotified = (value: unknown): value is Notified => {
  const v = value as Partial<Notified> | null;
  return typeof v?.from === 'string' && typeof v.channel === 'string' && typeof v.event?.name === 'string';
};

/**
 * Publish/subscribe between request handlers and open live streams. Channels are 'staff' or
 * 'patient:{id}'. An event reaches this instance's streams at once and, through the database's
 * NOTIFY/LISTEN (liveTransport.ts), the streams of every other instance on the same database.
 */
export class LiveBus {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly openStreams = new Set<() => void>();
  /** Tells this instance's own notifications, which LISTEN hears too, from the others'. */
  private readonly instanceId = randomUUID();
  private transport: LiveTransport | undefined;
  private log: FastifyBaseLogger | undefined;

  /** Joins the other instances: from now on events travel both ways. */
  async connect(transport: LiveTransport, log: FastifyBaseLogger): Promise<void> {
    this.transport = transport;
    this.log = log;
    await transport.listen((payload) => this.receive(payload));
  }

  async close(): Promise<void> {
    const transport = this.transport;
    this.transport = undefined;
    await transport?.close();
  }

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
    this.deliver(channel, event);
    if (!this.transport) return;
    const payload = JSON.stringify({ from: this.instanceId, channel, event } satisfies Notified);
    if (Buffer.byteLength(payload) > maxPayloadBytes) {
      this.log?.warn({ event: event.name }, 'live event too large for other instances');
      return;
    }
    this.transport.notify(payload).catch((error: unknown) => {
      this.log?.warn({ err: error, event: event.name }, 'live event not sent to other instances');
    });
  }

  private deliver(channel: string, event: LiveEvent): void {
    for (const listener of this.listeners.get(channel) ?? []) listener(event);
  }

  private receive(payload: string): void {
    let notified: unknown;
    try {
      notified = JSON.parse(payload);
    } catch {
      return;
    }
    if (isNotified(notified) && notified.from !== this.instanceId)
      this.deliver(notified.channel, notified.event);
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
