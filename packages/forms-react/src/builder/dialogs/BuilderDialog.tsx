import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface BuilderDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The buttons at the bottom. */
  actions: ReactNode;
  size?: 'sm' | 'lg';
}

/**
 * A modal of the builder: labelled by its title, focus moved inside on open and given back on
 * close, Escape closes, Tab stays inside. Plain elements, as the library uses no UI framework.
 */
export function BuilderDialog({ title, onClose, children, actions, size = 'sm' }: BuilderDialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement;
    const first = panel.current?.querySelector<HTMLElement>(
      '[data-autofocus], [contenteditable="true"], textarea, input, select, button',
    );
    first?.focus();
    return () => {
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [
      ...panel.current.querySelectorAll<HTMLElement>(
        'button, input, select, textarea, [contenteditable="true"], [tabindex="0"]',
      ),
    ].filter((element) => !element.hasAttribute('disabled'));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  return (
    <div className="cfb-backdrop">
      <div
        ref={panel}
        className={`cfb-dialog cfb-dialog--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="cfb-dialog-title">
          {title}
        </h2>
        <div className="cfb-dialog-body">{children}</div>
        <div className="cfb-dialog-actions">{actions}</div>
      </div>
    </div>
  );
}
