import { profileChangeRejectReasonMaxLength } from '@clinic/api-contract';
import { useApiMutation } from '../../api/useApiMutation';
import { ReasonStepForm } from '../../components/ReasonStepForm';
import { changeRequestKeys, rejectChangeRequest } from './changeRequestCalls';
import { changeRequestTexts as texts } from './changeRequestTexts';

/** Reject with the reason the patient reads on their Profile. */
export function RejectForm({
  requestId,
  onBack,
  onDone,
}: {
  requestId: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const reject = useApiMutation(
    (reason: string) => rejectChangeRequest(requestId, { reason }),
    [changeRequestKeys.all],
    onDone,
  );
  return (
    <ReasonStepForm
      label={texts.rejectReason}
      description={texts.rejectReasonHint}
      requiredText={texts.rejectReasonRequired}
      maxLength={profileChangeRejectReasonMaxLength}
      submitLabel={texts.reject}
      onSubmit={(reason) => reject.mutate(reason)}
      onBack={onBack}
      error={reject.error}
      busy={reject.isPending}
    />
  );
}
