import type { ColumnNode } from '@clinic/forms-core';

/**
 * Fixed widths in px of the grid rendering (forms.md section 9). A password box is a text input
 * and the AI autofill input is a text area (section 9: "AI text area 1 to 4 rows"), so they
 * take those widths. Other types have none and share the row's remaining room.
 */
export const gridColumnWidths: Readonly<Record<string, number>> = {
  TextInput: 120,
  PasswordInput: 120,
  DatePicker: 120,
  TimePicker: 80,
  EmailInput: 150,
  PhoneInput: 150,
  NumberInput: 100,
  Dropdown: 100,
  Textarea: 150,
  TextInputAiAutofill: 150,
};

/**
 * A column's fixed width in the grid: the widest of its components' widths, or undefined when
 * it holds a nested layout or a component without a fixed width (it then stretches).
 */
export function gridColumnWidth(column: ColumnNode): number | undefined {
  let widest = 0;
  for (const child of column.children) {
    const width = child.kind === 'component' ? gridColumnWidths[child.elType] : undefined;
    if (width === undefined) return undefined;
    widest = Math.max(widest, width);
  }
  return widest > 0 ? widest : undefined;
}
