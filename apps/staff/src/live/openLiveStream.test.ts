import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const apiRequest = vi.fn();
vi.mock('../api/httpClient', () => ({ apiRequest: (...args: unknown[]) => apiRequest(...args) }));

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  readonly listeners = new Map<string, (event: { data: string }) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: { data: string }) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
  }
}

describe('openLiveStream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    let n = 0;
    apiRequest.mockImplementation(async () => ({ ticket: `ticket-${++n}`, expiresInSeconds: 30 }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens with a ticket, passes events on, refreshes on each opening, and reconnects with a fresh ticket after a drop', async () => {
    const { openLiveStream } = await import('./openLiveStream');
    const onEvent = vi.fn();
    const onConnected = vi.fn();
    const stop = openLiveStream(onEvent, onConnected);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = FakeEventSource.opened[0];
    expect(first?.url).toBe('/api/core/Live?access_token=ticket-1');
    first?.onopen?.();
    // What changed before the stream opened is read again.
    expect(onConnected).toHaveBeenCalledTimes(1);
    first?.listeners.get('appointment-request')?.({
      data: '{"requestId":"r1","status":"Unconfirmed","change":"created"}',
    });
    expect(onEvent).toHaveBeenCalledWith('appointment-request', {
      requestId: 'r1',
      status: 'Unconfirmed',
      change: 'created',
    });

    first?.onerror?.();
    expect(first?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    const second = FakeEventSource.opened[1];
    expect(second?.url).toBe('/api/core/Live?access_token=ticket-2');
    second?.onopen?.();
    // Events missed while the stream was down are not replayed: the caller refreshes.
    expect(onConnected).toHaveBeenCalledTimes(2);

    stop();
    expect(second?.closed).toBe(true);
  });
});
