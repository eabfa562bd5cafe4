import type { CoreReferencePatient } from '@clinic/api-contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBeyondFields } from '../../api/fieldErrorOf';
import { apiRequest } from '../../api/httpClient';
import { patientKeys } from '../../api/queries/patientQueries';
import { useApiMutation } from '../../api/useApiMutation';
import { FormModal } from '../../components/FormModal';
import {
  emptyPatient,
  lacksRequired,
  PatientFields,
  type PatientFormValues,
  toPatientBody,
} from './PatientFields';

function formValuesOf(patient: CoreReferencePatient): PatientFormValues {
  const values = { ...emptyPatient };
  for (const key of Object.keys(emptyPatient) as (keyof PatientFormValues)[]) {
    values[key] = key === 'locationId' ? (patient.locationId ?? '') : String(patient[key] ?? '');
  }
  return values;
}

export function EditPatientModal({
  patient,
  onClose,
}: {
  patient: CoreReferencePatient;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => formValuesOf(patient));
  const [checked, setChecked] = useState(false);
  const save = useApiMutation(
    (body: PatientFormValues) => apiRequest('PATCH', `/api/core/Patients/${patient.id}`, toPatientBody(body)),
    [patientKeys.all],
    onClose,
  );
  return (
    <FormModal
      opened
      size="xl"
      title={t('patients.edit')}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (!lacksRequired(values)) save.mutate(values);
      }}
      busy={save.isPending}
      error={errorBeyondFields(save.error, Object.keys(emptyPatient))}
    >
      <PatientFields
        values={values}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        error={save.error}
        checked={checked}
      />
    </FormModal>
  );
}
