import '../../../components/selectStyles';
import type { CoreReferenceClinician } from '@clinic/api-contract';
import { MultiSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/httpClient';
import { optionsOf, referenceKeys, useServices } from '../../../api/queries/referenceQueries';
import { useApiMutation } from '../../../api/useApiMutation';
import { FormModal } from '../../../components/FormModal';

interface ClinicianFields {
  firstName: string;
  lastName: string;
  credentials: string;
  email: string;
  serviceIds: string[];
}

/** Adds or edits a clinician; a new one goes straight on to their availability. */
export function ClinicianFormModal({
  clinician,
  onClose,
  onCreated,
}: {
  clinician: CoreReferenceClinician | null;
  onClose: () => void;
  onCreated: (clinician: CoreReferenceClinician) => void;
}) {
  const { t } = useTranslation();
  const services = useServices();
  const [values, setValues] = useState<ClinicianFields>({
    firstName: clinician?.firstName ?? '',
    lastName: clinician?.lastName ?? '',
    credentials: clinician?.credentials ?? '',
    email: clinician?.email ?? '',
    serviceIds: clinician?.serviceIds ?? [],
  });
  const save = useApiMutation(
    (fields: ClinicianFields) => {
      const body = { ...fields, email: fields.email.trim() || null };
      return clinician
        ? apiRequest<CoreReferenceClinician>('PATCH', `/api/core/Clinicians/${clinician.id}`, body)
        : apiRequest<CoreReferenceClinician>('PUT', '/api/core/Clinicians', body);
    },
    [referenceKeys.clinicians],
    (saved) => {
      onClose();
      if (!clinician) onCreated(saved);
    },
  );
  const set = (patch: Partial<ClinicianFields>) => setValues((current) => ({ ...current, ...patch }));
  return (
    <FormModal
      opened
      title={clinician ? t('settings.clinicians.edit') : t('settings.clinicians.add')}
      onClose={onClose}
      onSubmit={() => save.mutate(values)}
      busy={save.isPending}
      error={save.error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('settings.clinicians.firstName')}
          required
          data-autofocus
          value={values.firstName}
          onChange={(event) => set({ firstName: event.currentTarget.value })}
        />
        <TextInput
          label={t('settings.clinicians.lastName')}
          required
          value={values.lastName}
          onChange={(event) => set({ lastName: event.currentTarget.value })}
        />
        <TextInput
          label={t('settings.clinicians.credentials')}
          value={values.credentials}
          onChange={(event) => set({ credentials: event.currentTarget.value })}
        />
        <TextInput
          label={t('settings.clinicians.email')}
          type="email"
          value={values.email}
          onChange={(event) => set({ email: event.currentTarget.value })}
        />
      </SimpleGrid>
      <MultiSelect
        label={t('settings.clinicians.services')}
        data={optionsOf(services.data, (s) => s.name)}
        value={values.serviceIds}
        onChange={(serviceIds) => set({ serviceIds })}
        searchable
        clearable
      />
    </FormModal>
  );
}
