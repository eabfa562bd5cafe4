import type { FieldError } from '@clinic/forms-core';
import { type ReactNode, useId } from 'react';
import { FieldLabel } from '../../render/FieldLabel';

/** One error of a dialog's field: a check's code (forms-core), or a text the server wrote. */
export type DialogMessage = FieldError | string;

/** A dialog's error slots: one message, or several, per field. */
export type DialogErrors = Readonly<Partial<Record<string, DialogMessage | readonly DialogMessage[]>>>;

export interface DialogFields {
  /** The id of a slot's control (its label points at it). */
  fieldId: (slot: string) => string;
  /** The id of a slot's error text (a custom control's `aria-describedby`). */
  errorId: (slot: string) => string;
  invalid: (slot: string) => boolean;
  /** `aria-invalid` and `aria-describedby` for a plain control, when its slot has an error. */
  invalidProps: (slot: string) => { 'aria-invalid'?: true; 'aria-describedby'?: string };
  /** The slot's error text under its control, or nothing. */
  errorOf: (slot: string) => ReactNode;
}

const messagesOf = (errors: DialogErrors, slot: string): readonly DialogMessage[] => {
  const value = errors[slot];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value as DialogMessage];
};

/**
 * Ids and error wiring of a clinical dialog's fields: each slot's control has an id, its error
 * shows under it (as an alert, in the user's language through `errorText`) and is announced
 * with the control.
 */
export function useDialogFields(
  errors: DialogErrors,
  errorText: (message: DialogMessage) => string,
): DialogFields {
  const ids = useId();
  const fieldId = (slot: string) => `${ids}-${slot}`;
  const errorId = (slot: string) => `${ids}-${slot}-error`;
  const invalid = (slot: string) => messagesOf(errors, slot).length > 0;
  return {
    fieldId,
    errorId,
    invalid,
    invalidProps: (slot) =>
      invalid(slot) ? { 'aria-invalid': true, 'aria-describedby': errorId(slot) } : {},
    errorOf: (slot) =>
      invalid(slot) ? (
        <p id={errorId(slot)} className="cf-error" role="alert">
          {messagesOf(errors, slot).map(errorText).join(' ')}
        </p>
      ) : null,
  };
}

/** A labelled field of a clinical dialog: label, control, then the slot's error. */
export function DialogField({
  fields,
  slot,
  label,
  required = false,
  wide = false,
  children,
}: {
  fields: DialogFields;
  slot: string;
  label: string;
  required?: boolean;
  /** Spans the dialog's whole grid row. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'cf-field cf-dialog-wide' : 'cf-field'}>
      <FieldLabel htmlFor={fields.fieldId(slot)} required={required}>
        {label}
      </FieldLabel>
      {children}
      {fields.errorOf(slot)}
    </div>
  );
}
