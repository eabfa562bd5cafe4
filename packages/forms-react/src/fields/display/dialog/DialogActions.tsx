import type { ReactNode } from 'react';

export interface DialogActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  /** Left out, the confirm button submits the dialog's form (ModalDialog onSubmit). */
  onConfirm?: () => void;
  confirmDisabled?: boolean;
  /** 'danger' for a deletion. */
  tone?: 'primary' | 'danger';
  /** Buttons before Cancel (the signature pad's Clear). */
  before?: ReactNode;
}

/** The buttons row of every dialog: Cancel, then the confirming action. */
export function DialogActions({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  confirmDisabled,
  tone = 'primary',
  before,
}: DialogActionsProps) {
  return (
    <>
      {before}
      <button type="button" className="cf-button" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={`cf-button cf-button-${tone}`}
        disabled={confirmDisabled}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
    </>
  );
}
