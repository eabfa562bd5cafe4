import { z } from 'zod';
import type { FormContent, Results } from '../model/layout';
import { eachLayoutComponent } from '../model/walkLayout';

/**
 * "Alert when…" on one field (issue 19.3): the answers that must reach a clinician, kept on the
 * component itself so the condition moves, copies and disappears with its field. The values of a
 * choice are its option texts (a Checkbox's are "true" and "false"); numbers alert at or beyond
 * the value, both ends included, as a score alert's `min` does.
 */
export const fieldAlertConditionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('anyOf'), values: z.array(z.string()).min(1) }),
  z.object({ kind: z.literal('atLeast'), value: z.number() }),
  z.object({ kind: z.literal('atMost'), value: z.number() }),
]);
export type FieldAlertCondition = z.infer<typeof fieldAlertConditionSchema>;

/** The component property holding the condition. */
export const FIELD_ALERT_PROPERTY = 'alertWhen';

/** The code of every field alert; which field is in its params. */
export const FIELD_ALERT_CODE = 'fieldAlert';

/** A raised field alert: the field's id and label, never the answer. */
export interface FieldAlert {
  code: typeof FIELD_ALERT_CODE;
  params: { componentId: string; label: string };
}

/** An answer as the texts it selected: a choice, a list of choices, or a Dropdown's {value}. */
function answerTexts(value: unknown): string[] {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return [String(value)];
  if (Array.isArray(value)) return value.flatMap(answerTexts);
  if (typeof value === 'object' && value !== null && 'value' in value) return answerTexts(value.value);
  return [];
}

/** An answer as a number: a number, or the numeric text an input hands over. */
function answerNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Whether an answer meets a field's "alert when…" condition; an empty answer never does. */
export function answerMeetsAlert(condition: FieldAlertCondition, value: unknown): boolean {
  if (condition.kind === 'anyOf') return answerTexts(value).some((text) => condition.values.includes(text));
  const number = answerNumber(value);
  if (number === null) return false;
  return condition.kind === 'atLeast' ? number >= condition.value : number <= condition.value;
}

/**
 * The field alerts a completed document raises: one per field whose answer meets its "alert
 * when…" condition, in the form's order. A condition that does not parse raises nothing.
 */
export function fieldAlerts(content: FormContent, results: Results): FieldAlert[] {
  const raised: FieldAlert[] = [];
  for (const component of eachLayoutComponent(content.rows)) {
    const condition = fieldAlertConditionSchema.safeParse(component.properties[FIELD_ALERT_PROPERTY]);
    if (!condition.success || !answerMeetsAlert(condition.data, results[component.id])) continue;
    const label = component.properties.label;
    raised.push({
      code: FIELD_ALERT_CODE,
      params: {
        componentId: component.id,
        label: typeof label === 'string' && label.trim() !== '' ? label.trim() : component.id,
      },
    });
  }
  return raised;
}
