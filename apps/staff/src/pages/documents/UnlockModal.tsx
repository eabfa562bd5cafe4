import { FormModal } from '../../components/FormModal';
import { RequiredReason, useRequiredReason } from '../../components/RequiredReason';
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
  const reason = useRequiredReason();
  const submit = () => {
    const given = reason.take();
    if (given) onUnlock(given);
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
      <RequiredReason
        label={texts.unlockReason}
        description={texts.unlockHint}
        requiredText={texts.unlockReasonRequired}
        reason={reason}
        autoFocus
      />
    </FormModal>
  );
}
