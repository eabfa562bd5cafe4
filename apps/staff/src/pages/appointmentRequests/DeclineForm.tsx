import type { AppointmentRequestDeclineBody, AppointmentRequestDetail } from '@clinic/api-contract';
import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/useApiMutation';
import { ReviewStepForm } from '../../components/ReviewStepForm';
import { appointmentRequestKeys, reviewRequest } from './appointmentRequestQueries';

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
    (body: AppointmentRequestDeclineBody) => reviewRequest(request.id, 'Decline', body),
    [appointmentRequestKeys.all],
    onDone,
  );
  const submit = () => {
    if (!reason.trim()) {
      setReasonError(t('appointmentRequests.declineReasonRequired'));
      return;
    }
    setReasonError(null);
    decline.mutate({ reason: reason.trim() });
  };
  return (
    <ReviewStepForm
      onSubmit={submit}
      onBack={onBack}
      error={decline.error}
      busy={decline.isPending}
      submitLabel={t('appointmentRequests.decline')}
      submitColor="red"
    >
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
    </ReviewStepForm>
  );
}
