import type { FieldRendererProps } from '../../render/fieldRenderers';
import { numberProperty, textProperty } from './propertyReaders';

/** The attributes every text box of a field shares: id, placeholder, length limit and error wiring. */
export function textControlProps(field: FieldRendererProps, optionLabel: (text: string) => string) {
  const placeholder = textProperty(field.properties, 'placeholder');
  const maxLength = numberProperty(field.properties, 'maxLength');
  return {
    id: field.inputId,
    placeholder: placeholder ? optionLabel(placeholder) : undefined,
    // The length rule allows up to maxLength characters, so the box stops there too.
    maxLength: maxLength !== null && maxLength > 0 ? maxLength : undefined,
    'aria-invalid': field.invalid || undefined,
    'aria-describedby': field.invalid ? field.errorId : undefined,
    'aria-required': field.properties.required === true || undefined,
  };
}

/** Adds a picked saved response to a text: replaces an empty text, else goes after it. */
export function insertResponse(current: string, response: string, separator: string): string {
  return current.trim() === '' ? response : `${current.replace(/\s+$/, '')}${separator}${response}`;
}

/** A stored text value; anything else reads as empty. */
export function readText(raw: unknown): string | null {
  return typeof raw === 'string' ? raw : null;
}
