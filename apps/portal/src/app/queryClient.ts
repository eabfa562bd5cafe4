import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
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
