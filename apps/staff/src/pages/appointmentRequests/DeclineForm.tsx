import type { AppointmentRequestDetail } from '@clinic/api-contract';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../api/httpClient';
import { useApiMutation } from '../../api/useApiMutation';
import { ErrorAlert } from '../../components/ErrorAlert';
import { appointmentRequestKeys } from './appointmentRequestQueries';

export function DeclineForm({
  request,
  onBack,
  onDone,
}: {
  request: AppointmentRequestDetail;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const decline = useApiMutation(
    (body: { reason: string }) =>
      apiRequest('PATCH', `/api/core/AppointmentRequests/${request.id}/Decline`, body),
    [appointmentRequestKeys.all],
    onDone,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(t('appointmentRequests.declineReasonRequired'));
      return;
    }
    setReasonError(null);
    decline.mutate({ reason: reason.trim() });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Textarea
          label={t('appointmentRequests.declineReason')}
          description={t('appointmentRequests.declineReasonHint')}
          required
          data-autofocus
          autosize
          minRows={3}
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={reasonError}
        />
        <ErrorAlert error={decline.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="red" loading={decline.isPending}>
            {t('appointmentRequests.decline')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
