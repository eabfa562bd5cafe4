/** A Datatable column's field is its text with non-word characters removed ("Blood pressure" → "Bloodpressure"). */
export function datatableColumnField(text: string): string {
  return text.replace(/\W/g, '');
}
