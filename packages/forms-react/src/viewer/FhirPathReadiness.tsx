import { useSyncExternalStore } from 'react';
import { useFormStore } from '../store/FormStoreContext';
import { useReportReady } from './readiness';

/**
 * Keeps the form host pending while the form's FHIRPath engine loads: paging waits, and so does
 * `onReady` (printing), until its conditional items and values are evaluated. Hosts mount it
 * only while the store awaits the engine, so other forms are ready as before.
 */
export function FhirPathReadiness() {
  const store = useFormStore();
  const ready = useSyncExternalStore(store.subscribeAll, () => !store.awaitsFhirPath());
  useReportReady(ready);
  return null;
}
