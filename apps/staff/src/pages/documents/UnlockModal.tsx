import '@mantine/core/styles/Input.css';
import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormModal } from '../../components/FormModal';
import { documentsTexts as texts } from './documentsTexts';

/** Unlocking a completed document takes a reason (forms.md section 4); it is kept on the document. */
export function UnlockModal({
  onUnlock,
  onClose,
  busy,
}: {
  onUnlock: (reason: string) => void;
  onClose: () => void;
  busy: boolean;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    onUnlock(reason.trim());
  };
  return (
    <FormModal
      opened
      title={texts.unlockTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      submitLabel={texts.unlock}
    >
      <Textarea
        label={texts.unlockReason}
        description={texts.unlockHint}
        required
        autosize
        minRows={3}
        maxLength={2000}
        value={reason}
        error={missing ? 'Please give the reason for unlocking this document.' : undefined}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setMissing(false);
        }}
        data-autofocus
      />
    </FormModal>
  );
}
