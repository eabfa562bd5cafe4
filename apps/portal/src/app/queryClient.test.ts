import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ChangeAwareQueryClient } from './queryClient';

/** A server whose answers the test releases one by one, each reading the value at its request. */
function slowServer() {
  let value = 'before the change';
  const pending: (() => void)[] = [];
  return {
    change: () => {
      value = 'after the change';
    },
    queryFn: () => {
      const read = value;
      return new Promise<string>((resolve) => pending.push(() => resolve(read)));
    },
    /** Answers every request made so far, oldest first, as a slow network would. */
    answerAll: async () => {
      while (pending.length > 0) {
        pending.shift()?.();
        await new Promise((r) => setTimeout(r, 0));
      }
    },
  };
}

async function afterChangeDuringFirstLoad(client: QueryClient, observed: boolean) {
  const server = slowServer();
  const queryKey = ['Appointments'];
  const options = { queryKey, queryFn: server.queryFn, staleTime: 60_000 };
  // Shown on a page (an observer), or only prefetched.
  const unsubscribe = observed ? new QueryObserver(client, options).subscribe(() => {}) : () => {};
  if (!observed) client.prefetchQuery(options).catch(() => {});
  server.change();
  const invalidated = client.invalidateQueries({ queryKey });
  await server.answerAll();
  await invalidated;
  // What a page opened now shows: data still fresh is kept, stale data is read again.
  const shown = client.fetchQuery(options);
  await server.answerAll();
  unsubscribe();
  return shown;
}

describe('invalidating while a first load is in flight', () => {
  it('shows what was read after the change, on a page that shows the query', async () => {
    expect(await afterChangeDuringFirstLoad(new ChangeAwareQueryClient(), true)).toBe('after the change');
  });

  it('shows what was read after the change, when nothing showed the query yet', async () => {
    expect(await afterChangeDuringFirstLoad(new ChangeAwareQueryClient(), false)).toBe('after the change');
  });

  it("is what TanStack's own client gets wrong (the reason for the subclass)", async () => {
    expect(await afterChangeDuringFirstLoad(new QueryClient(), true)).toBe('before the change');
    expect(await afterChangeDuringFirstLoad(new QueryClient(), false)).toBe('before the change');
  });
});
