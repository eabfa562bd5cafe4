import type { ReactNode } from 'react';

/**
 * A field's label, with the required mark (the control itself says "required" to assistive tech).
 * Keep it free of hooks: FieldView calls it as a function (no component per label on a form of a
 * thousand fields), where a hook would change FieldView's hook order with the label.
 */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required: boolean;
  children: ReactNode;
}) {
  return (
    <label className="cf-label" htmlFor={htmlFor}>
      {children}
      {required && (
        <span className="cf-required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
}
