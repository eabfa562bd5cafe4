import { QueryClient } from '@tanstack/react-query';

/**
 * After a change, invalidated queries read again after it. TanStack reuses a first load still in
 * flight and lets an unobserved fetch finish, so an answer read before the change would land
 * afterwards as current; the matching fetches are cancelled first. The portal's client does the
 * same (apps/portal/src/app/queryClient.ts, where its test shows the race).
 */
class ChangeAwareQueryClient extends QueryClient {
  override async invalidateQueries(...args: Parameters<QueryClient['invalidateQueries']>): Promise<void> {
    await this.cancelQueries(args[0]);
    return super.invalidateQueries(...args);
  }
}

export const queryClient = new ChangeAwareQueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
