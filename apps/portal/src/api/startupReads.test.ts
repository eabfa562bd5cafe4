import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dropStartupReads,
  frameReadPaths,
  startStartupReads,
  startupReadsOf,
  takeStartupRead,
} from './startupReads';

const frame = Object.values(frameReadPaths);

/** A server that answers each path with the path and how many times it was asked. */
function countingServer() {
  const asked: string[] = [];
  return {
    asked,
    get: async (path: string) => {
      asked.push(path);
      return `${path} #${asked.filter((p) => p === path).length}`;
    },
  };
}

afterEach(() => {
  dropStartupReads();
  vi.useRealTimers();
});

describe('the signed-in frame’s reads started with the entry', () => {
  it('asks once for each of the frame’s reads, and the first request of each takes its answer', async () => {
    const server = countingServer();
    startStartupReads(frame, server.get);
    expect(server.asked).toEqual(frame);
    expect(await takeStartupRead(frameReadPaths.appointments)).toBe('/api/portal/Appointments #1');
  });

  it('serves an answer only once: a refetch asks the server again', () => {
    startStartupReads(frame, countingServer().get);
    expect(takeStartupRead(frameReadPaths.currentUser)).toBeDefined();
    expect(takeStartupRead(frameReadPaths.currentUser)).toBeUndefined();
  });

  it('forgets answers nobody took within ten seconds, and those of an ended session', () => {
    vi.useFakeTimers();
    startStartupReads(frame, countingServer().get);
    vi.advanceTimersByTime(10_000);
    expect(takeStartupRead(frameReadPaths.unreadMessages)).toBeUndefined();
    startStartupReads(frame, countingServer().get);
    dropStartupReads();
    expect(takeStartupRead(frameReadPaths.pendingDocuments)).toBeUndefined();
  });

  it('starts what the matched routes name, the frame’s and the page’s', () => {
    const matches = [
      { route: {} },
      { route: { handle: { startupReads: frame } } },
      { route: { handle: { startupReads: ['/page'] } } },
    ];
    expect(startupReadsOf(matches)).toEqual([...frame, '/page']);
  });

  it('has nothing for a path it did not start', () => {
    startStartupReads(frame, countingServer().get);
    expect(takeStartupRead('/api/portal/Profile')).toBeUndefined();
  });
});
