import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { ReviewStepForm } from './ReviewStepForm';

/**
 * A review step that closes something with a reason the patient reads (declining a request,
 * rejecting a profile change): the reason is required and sent trimmed.
 */
export function ReasonStepForm({
  label,
  description,
  requiredText,
  maxLength,
  submitLabel,
  onSubmit,
  onBack,
  error,
  busy,
}: {
  label: string;
  description: string;
  requiredText: string;
  maxLength: number;
  submitLabel: string;
  onSubmit: (reason: string) => void;
  onBack: () => void;
  error: unknown;
  busy: boolean;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const submit = () => {
    if (!reason.trim()) {
      setReasonError(requiredText);
      return;
    }
    setReasonError(null);
    onSubmit(reason.trim());
  };
  return (
    <ReviewStepForm
      onSubmit={submit}
      onBack={onBack}
      error={error}
      busy={busy}
      submitLabel={submitLabel}
      submitColor="red"
    >
      <Textarea
        label={label}
        description={description}
        required
        data-autofocus
        autosize
        minRows={3}
        maxLength={maxLength}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={reasonError}
      />
    </ReviewStepForm>
  );
}
