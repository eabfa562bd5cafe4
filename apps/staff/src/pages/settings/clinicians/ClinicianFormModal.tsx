import '../../../components/selectStyles';
import { type CoreReferenceClinician, videoVisitUrlError } from '@clinic/api-contract';
import { MultiSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionsOf, referenceKeys, useServices } from '../../../api/queries/referenceQueries';
import { FormModal } from '../../../components/FormModal';
import { VideoVisitUrlInput } from '../../../components/VideoVisitUrlInput';
import { useSettingsForm } from '../shared/useSettingsForm';

interface ClinicianFields {
  firstName: string;
  lastName: string;
  credentials: string;
  email: string;
  serviceIds: string[];
  videoVisitUrl: string;
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
  const form = useSettingsForm<ClinicianFields, CoreReferenceClinician>({
    resource: 'Clinicians',
    row: clinician,
    initial: {
      firstName: clinician?.firstName ?? '',
      lastName: clinician?.lastName ?? '',
      credentials: clinician?.credentials ?? '',
      email: clinician?.email ?? '',
      serviceIds: clinician?.serviceIds ?? [],
      videoVisitUrl: clinician?.videoVisitUrl ?? '',
    },
    invalidates: [referenceKeys.clinicians],
    required: ['firstName', 'lastName'],
    checks: { videoVisitUrl: videoVisitUrlError },
    toBody: (fields) => ({
      ...fields,
      email: fields.email.trim() || null,
      videoVisitUrl: fields.videoVisitUrl.trim() || null,
    }),
    onSaved: (saved) => {
      onClose();
      if (!clinician) onCreated(saved);
    },
  });
  return (
    <FormModal
      {...form.modal}
      title={clinician ? t('settings.clinicians.edit') : t('settings.clinicians.add')}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('settings.clinicians.firstName')}
          required
          data-autofocus
          {...form.text('firstName')}
        />
        <TextInput label={t('settings.clinicians.lastName')} required {...form.text('lastName')} />
        <TextInput label={t('settings.clinicians.credentials')} {...form.text('credentials')} />
        <TextInput label={t('settings.clinicians.email')} type="email" {...form.text('email')} />
      </SimpleGrid>
      <MultiSelect
        label={t('settings.clinicians.services')}
        data={optionsOf(services.data, (s) => s.name)}
        {...form.ids('serviceIds')}
        searchable
        clearable
      />
      <VideoVisitUrlInput {...form.text('videoVisitUrl')} description={t('videoVisit.clinicianHint')} />
    </FormModal>
  );
}
