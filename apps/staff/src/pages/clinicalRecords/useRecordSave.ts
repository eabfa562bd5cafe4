import { useApiMutation } from '../../api/useApiMutation';
import { clinicalKeys, recordCalls } from './clinicalCalls';

/** Saves a record dialog: PUT for a new record, PATCH {id} for an edited one; then closes. */
export function useRecordSave(
  resource: string,
  patientId: string,
  record: { id: string } | null,
  onClose: () => void,
) {
  return useApiMutation(
    (body: unknown) =>
      record ? recordCalls.update(resource, record.id, body) : recordCalls.create(resource, body),
    [clinicalKeys.patient(patientId)],
    onClose,
  );
}
