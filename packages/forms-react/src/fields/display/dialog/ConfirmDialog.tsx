import { useId } from 'react';
import { useDisplayTexts } from '../displayTexts';
import { DialogActions } from './DialogActions';
import { ModalDialog } from './ModalDialog';

/** "Are you sure…?" with Cancel and Delete; Escape or Cancel keeps things as they are. */
export function ConfirmDialog({
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const texts = useDisplayTexts();
  const messageId = useId();
  return (
    <ModalDialog
      title={texts.confirmTitle}
      role="alertdialog"
      size="sm"
      describedBy={messageId}
      onClose={onCancel}
      footer={
        <DialogActions
          cancelLabel={texts.cancel}
          onCancel={onCancel}
          confirmLabel={confirmLabel ?? texts.delete}
          onConfirm={onConfirm}
          tone="danger"
        />
      }
    >
      <p id={messageId} className="cf-confirm-message">
        {message}
      </p>
    </ModalDialog>
  );
}
