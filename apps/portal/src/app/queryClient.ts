import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** The settings are the organisation's, not the patient's: they survive signing in and out. */
export const settingsQueryKey = ['SystemSettings'] as const;

const patientData = {
  predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== settingsQueryKey[0],
};

/** Forgets every patient's data (signing out), keeping the settings. */
export function forgetPatientData(): void {
  void queryClient.cancelQueries(patientData);
  queryClient.removeQueries(patientData);
}

/** Another patient now: their data replaces the previous one's, refetched where shown. */
export function reloadPatientData(): void {
  void queryClient.resetQueries(patientData);
}
