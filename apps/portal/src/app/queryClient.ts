import { QueryClient } from '@tanstack/react-query';

/**
 * A change the patient made (accepting an offer, saving a form) marks the queries it touches out
 * of date. TanStack refetches them, but reuses a first load still in flight (it cancels only
 * fetches of queries that already have data), and one with no observer is left to finish: either
 * way an answer read before the change lands afterwards and counts as fresh for the stale time.
 * So the matching fetches are cancelled first, and every invalidation reads after the change.
 */
export class ChangeAwareQueryClient extends QueryClient {
  override async invalidateQueries(...args: Parameters<QueryClient['invalidateQueries']>): Promise<void> {
    await this.cancelQueries(args[0]);
    return super.invalidateQueries(...args);
  }
}

export const queryClient = new ChangeAwareQueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** Forgets every patient's data (signing out). The organisation's settings live outside this cache. */
export function forgetPatientData(): void {
  void queryClient.cancelQueries();
  queryClient.removeQueries();
}

/** Another patient now: their data replaces the previous one's, refetched where shown. */
export function reloadPatientData(): void {
  void queryClient.resetQueries();
}
