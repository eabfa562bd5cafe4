import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorBeyondFields, fieldErrorOf } from '../../api/fieldErrorOf';
import { useApiMutation } from '../../api/useApiMutation';
import { FormModal } from '../../components/FormModal';
import { formatDateTime } from '../../format/formatDate';
import { documentCalls } from './documentCalls';
import { documentsTexts as texts } from './documentsTexts';

/** E-mails the patient a link to fill a document (or a whole group) as an e-form. */
export function SendLinkModal({
  target,
  onSent,
  onClose,
}: {
  target: { patientId: string; documentId?: string; documentGroupId?: string };
  onSent: (message: string) => void;
  onClose: () => void;
}) {
  const [email, setEmail] = useState('');
  const send = useApiMutation(
    () => documentCalls.sendEFormLink({ ...target, ...(email.trim() ? { email: email.trim() } : {}) }),
    [],
    (sent) => {
      onSent(texts.linkSent(sent.email, formatDateTime(sent.expiresAt)));
      onClose();
    },
  );
  return (
    <FormModal
      opened
      title={texts.sendLinkTitle}
      onClose={onClose}
      onSubmit={() => send.mutate(undefined)}
      busy={send.isPending}
      error={errorBeyondFields(send.error, ['email'])}
      submitLabel={texts.send}
    >
      <TextInput
        type="email"
        label={texts.email}
        description={texts.emailHint}
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        autoComplete="off"
        data-autofocus
        error={fieldErrorOf(send.error, 'email')}
      />
    </FormModal>
  );
}
