import { useSyncExternalStore } from 'react';
import { useFormStore } from '../store/FormStoreContext';
import { useReportReady } from './readiness';

/**
 * Keeps the form host pending while the form's FHIRPath engine loads (a form imported with
 * FHIRPath only): paging waits, and so does `onReady` (printing), until its conditional items
 * and values are evaluated.
 */
export function FhirPathReadiness() {
  const store = useFormStore();
  const ready = useSyncExternalStore(store.subscribeAll, () => !store.awaitsFhirPath());
  useReportReady(ready);
  return null;
}
