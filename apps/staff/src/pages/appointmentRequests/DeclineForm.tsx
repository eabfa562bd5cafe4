import type { AppointmentRequestDetail } from '@clinic/api-contract';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/useApiMutation';
import { ReasonStepForm } from '../../components/ReasonStepForm';
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
  const decline = useApiMutation(
    (reason: string) => reviewRequest(request.id, 'Decline', { reason }),
    [appointmentRequestKeys.all],
    onDone,
  );
  return (
    <ReasonStepForm
      label={t('appointmentRequests.declineReason')}
      description={t('appointmentRequests.declineReasonHint')}
      requiredText={t('appointmentRequests.declineReasonRequired')}
      maxLength={1000}
      submitLabel={t('appointmentRequests.decline')}
      onSubmit={(reason) => decline.mutate(reason)}
      onBack={onBack}
      error={decline.error}
      busy={decline.isPending}
    />
  );
}
