import { useBuilderTexts } from '../builderTexts';
import { BuilderDialog } from './BuilderDialog';

export interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question, e.g. 'Are you sure you want to delete this component?'. */
export function ConfirmDialog({ message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const texts = useBuilderTexts();
  return (
    <BuilderDialog
      title={texts.confirmTitle}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="cfb-button" onClick={onCancel} data-autofocus>
            {texts.cancel}
          </button>
          <button type="button" className="cfb-button cfb-button--danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </BuilderDialog>
  );
}
