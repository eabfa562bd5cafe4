import type { ReactNode } from 'react';

/** A field's label, with the required mark (the control itself says "required" to assistive tech). */
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
