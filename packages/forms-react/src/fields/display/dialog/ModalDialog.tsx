import '../display.css';
import type { ModalSize } from '@clinic/forms-core';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useOptionalFormStore } from '../../../store/FormStoreContext';
import { useDisplayTexts } from '../displayTexts';
import { focusableIn } from './focusable';

export interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The buttons row under the content. */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Some dialogs must be closed with their own buttons (forms.md section 2). */
  closeOnBackdrop?: boolean;
  /** The id of the text describing the dialog (a confirmation's question). */
  describedBy?: string;
  /** Makes content and footer one form, so Enter in a field submits it. */
  onSubmit?: () => void;
  /** The dialog's width; by default the form's modalSize (forms.md section 3, default 'lg'). */
  size?: ModalSize;
}

/**
 * A modal dialog in plain HTML (a `<dialog>` opened in place, since jsdom and older browsers lack
 * showModal; the backdrop and focus handling make it modal): focus moves in on opening, Tab and Shift+Tab stay inside,
 * Escape and the close button close it, and focus returns to the opener afterwards.
 */
export function ModalDialog({
  title,
  onClose,
  children,
  footer,
  role = 'dialog',
  closeOnBackdrop = true,
  describedBy,
  onSubmit,
  size,
}: ModalDialogProps) {
  const texts = useDisplayTexts();
  const formModalSize = useOptionalFormStore()?.content.defaults.modalSize ?? 'lg';
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      // The first control of the content, else the dialog itself; the close button is not a start.
      const first = focusableIn(dialog).find((element) => !element.classList.contains('cf-modal-close'));
      (first ?? dialog).focus();
    }
    // The page behind stays put while the dialog is open.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const content = (
    <>
      <div className="cf-modal-body">{children}</div>
      {footer && <div className="cf-modal-footer">{footer}</div>}
    </>
  );

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut only; the keyboard has Escape and the close button
    <div
      className="cf-modal-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <dialog
        open
        ref={dialogRef}
        className={`cf-modal cf-modal-${size ?? formModalSize}`}
        role={role === 'alertdialog' ? 'alertdialog' : undefined}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="cf-modal-header">
          <h2 id={titleId} className="cf-modal-title">
            {title}
          </h2>
          <button
            type="button"
            className="cf-modal-close"
            aria-label={texts.close}
            title={texts.close}
            onClick={() => onCloseRef.current()}
          >
            ×
          </button>
        </div>
        {onSubmit ? (
          <form
            noValidate
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              // React events bubble through portals: a host page's own form must not see this one.
              event.stopPropagation();
              onSubmit();
            }}
          >
            {content}
          </form>
        ) : (
          content
        )}
      </dialog>
    </div>,
    document.body,
  );
}
