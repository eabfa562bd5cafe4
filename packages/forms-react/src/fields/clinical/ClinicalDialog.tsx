import type { ReactNode } from 'react';
import { ModalDialog } from '../display/dialog/ModalDialog';

export interface ClinicalDialogProps {
  title: string;
  onClose: () => void;
  /** False keeps the dialog open on a backdrop click (the scheduled medication modal). */
  closeOnBackdrop?: boolean;
  /** The buttons row at the bottom. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The clinical modals: the library's accessible modal (focus moved in and kept inside, Escape and
 * the close button close it, focus returns to the opener) with room for a two-column form.
 */
export function ClinicalDialog({
  title,
  onClose,
  closeOnBackdrop = true,
  footer,
  children,
}: ClinicalDialogProps) {
  return (
    <ModalDialog title={title} onClose={onClose} closeOnBackdrop={closeOnBackdrop} footer={footer}>
      <div className="cf-dialog-content">{children}</div>
    </ModalDialog>
  );
}
