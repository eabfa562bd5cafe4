import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormModal } from '../../components/FormModal';
import { RequiredReason, useRequiredReason } from '../../components/RequiredReason';
import { documentsTexts as texts } from './documentsTexts';

/** Setting a document's score by hand takes a reason, kept beside the score with who and when. */
export function ScoreModal({
  score: current,
  onSet,
  onClose,
}: {
  score: string | null;
  onSet: (score: string | null, reason: string) => void;
  onClose: () => void;
}) {
  const [score, setScore] = useState(current ?? '');
  const reason = useRequiredReason();
  const submit = () => {
    const given = reason.take();
    if (given) onSet(score.trim() === '' ? null : score.trim(), given);
  };
  return (
    <FormModal
      opened
      title={texts.setScoreTitle}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={texts.setScore}
    >
      <TextInput
        label={texts.scoreLabel}
        description={texts.scoreHint}
        maxLength={100}
        value={score}
        onChange={(event) => setScore(event.currentTarget.value)}
        data-autofocus
      />
      <RequiredReason
        label={texts.scoreReason}
        description={texts.scoreReasonHint}
        requiredText={texts.scoreReasonRequired}
        reason={reason}
      />
    </FormModal>
  );
}
