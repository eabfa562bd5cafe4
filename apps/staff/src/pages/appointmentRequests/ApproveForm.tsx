import '../../components/selectStyles';
import type { AppointmentRequestApproveBody, AppointmentRequestDetail } from '@clinic/api-contract';
import { Select, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patientKeys } from '../../api/queries/patientQueries';
import { useClinicians } from '../../api/queries/referenceQueries';
import { useApiMutation } from '../../api/useApiMutation';
import { staffDisplayName } from '../../session/staffDisplayName';
import { appointmentRequestKeys, reviewRequest } from './appointmentRequestQueries';
import { isRegistration } from './isRegistration';
import { ReviewStepForm } from './ReviewStepForm';

const keep = 'keep';

export function ApproveForm({
  request,
  onBack,
  onDone,
}: {
  request: AppointmentRequestDetail;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const clinicians = useClinicians();
  const [clinicianId, setClinicianId] = useState<string>(keep);
  const [notes, setNotes] = useState('');
  const approve = useApiMutation(
    (body: AppointmentRequestApproveBody) => reviewRequest(request.id, 'Approve', body),
    [appointmentRequestKeys.all, patientKeys.all],
    onDone,
  );
  // Only clinicians who offer the service can take it; the server checks they are free.
  const others = (clinicians.data ?? []).filter(
    (c) => c.id !== request.clinicianId && (!request.serviceId || c.serviceIds.includes(request.serviceId)),
  );
  const registration = isRegistration(request);
  const email = typeof request.patientInfo.email === 'string' ? request.patientInfo.email : '';
  const submit = () =>
    approve.mutate({
      ...(clinicianId !== keep ? { clinicianId } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    });
  return (
    <ReviewStepForm
      onSubmit={submit}
      onBack={onBack}
      error={approve.error}
      busy={approve.isPending}
      submitLabel={t(
        registration ? 'appointmentRequests.approveRegistration' : 'appointmentRequests.approve',
      )}
      submitColor="green"
    >
      <Text size="sm">
        {registration
          ? t('appointmentRequests.approveRegistrationHint', {
              location: request.locationName ?? '',
              email,
            })
          : t('appointmentRequests.approveHint')}
      </Text>
      {!registration && (
        <Select
          label={t('appointmentRequests.approveClinician')}
          description={t('appointmentRequests.approveClinicianHint')}
          data={[
            {
              value: keep,
              label: `${t('appointmentRequests.keepClinician')}${request.clinicianName ? ` (${request.clinicianName})` : ''}`,
            },
            ...others.map((c) => ({ value: c.id, label: staffDisplayName(c) })),
          ]}
          value={clinicianId}
          onChange={(value) => setClinicianId(value ?? keep)}
          allowDeselect={false}
        />
      )}
      <Textarea
        label={t('appointmentRequests.notes')}
        autosize
        minRows={2}
        maxLength={1000}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
    </ReviewStepForm>
  );
}
