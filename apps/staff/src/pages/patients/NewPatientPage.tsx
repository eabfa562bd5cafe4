import type { CoreReferencePatient } from '@clinic/api-contract';
import { Button, Group, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorBeyondFields } from '../../api/fieldErrorOf';
import { apiRequest } from '../../api/httpClient';
import { patientKeys } from '../../api/queries/patientQueries';
import { useApiMutation } from '../../api/useApiMutation';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PageHeader } from '../../components/PageHeader';
import {
  emptyPatient,
  lacksRequired,
  PatientFields,
  type PatientFormValues,
  toPatientBody,
} from './PatientFields';

export default function NewPatientPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<PatientFormValues>(emptyPatient);
  const [checked, setChecked] = useState(false);
  const create = useApiMutation(
    (body: PatientFormValues) =>
      apiRequest<CoreReferencePatient>('PUT', '/api/core/Patients', toPatientBody(body)),
    [patientKeys.all],
    (patient) => navigate(`/patients/${patient.id}`),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!lacksRequired(values)) create.mutate(values);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={960}>
        <PageHeader title={t('patients.new')} />
        <PatientFields
          values={values}
          onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          error={create.error}
          checked={checked}
        />
        <ErrorAlert error={errorBeyondFields(create.error, Object.keys(emptyPatient))} />
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('common.create')}
          </Button>
          <Button variant="default" component={Link} to="/patients">
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
