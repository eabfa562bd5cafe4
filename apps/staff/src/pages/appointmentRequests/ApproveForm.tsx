import '../../components/selectStyles';
import type { AppointmentRequestApproveBody, AppointmentRequestDetail } from '@clinic/api-contract';
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../api/httpClient';
import { patientKeys } from '../../api/queries/patientQueries';
import { useClinicians } from '../../api/queries/referenceQueries';
import { useApiMutation } from '../../api/useApiMutation';
import { ErrorAlert } from '../../components/ErrorAlert';
import { staffDisplayName } from '../../session/staffDisplayName';
import { appointmentRequestKeys } from './appointmentRequestQueries';
import { isRegistration } from './isRegistration';

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
    (body: AppointmentRequestApproveBody) =>
      apiRequest('PATCH', `/api/core/AppointmentRequests/${request.id}/Approve`, body),
    [appointmentRequestKeys.all, patientKeys.all],
    onDone,
  );
  // Only clinicians who offer the service can take it; the server checks they are free.
  const others = (clinicians.data ?? []).filter(
    (c) => c.id !== request.clinicianId && (!request.serviceId || c.serviceIds.includes(request.serviceId)),
  );
  const registration = isRegistration(request);
  const email = typeof request.patientInfo.email === 'string' ? request.patientInfo.email : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    approve.mutate({
      ...(clinicianId !== keep ? { clinicianId } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
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
        <ErrorAlert error={approve.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="green" loading={approve.isPending}>
            {t(registration ? 'appointmentRequests.approveRegistration' : 'appointmentRequests.approve')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
