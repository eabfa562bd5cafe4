import { profileChangeRejectReasonMaxLength } from '@clinic/api-contract';
import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { useApiMutation } from '../../api/useApiMutation';
import { ReviewStepForm } from '../../components/ReviewStepForm';
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
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reject = useApiMutation(
    (body: { reason: string }) => rejectChangeRequest(requestId, body),
    [changeRequestKeys.all],
    onDone,
  );
  const submit = () => {
    if (!reason.trim()) {
      setReasonError(texts.rejectReasonRequired);
      return;
    }
    setReasonError(null);
    reject.mutate({ reason: reason.trim() });
  };
  return (
    <ReviewStepForm
      onSubmit={submit}
      onBack={onBack}
      error={reject.error}
      busy={reject.isPending}
      submitLabel={texts.reject}
      submitColor="red"
    >
      <Textarea
        label={texts.rejectReason}
        description={texts.rejectReasonHint}
        required
        data-autofocus
        autosize
        minRows={3}
        maxLength={profileChangeRejectReasonMaxLength}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={reasonError}
      />
    </ReviewStepForm>
  );
}
