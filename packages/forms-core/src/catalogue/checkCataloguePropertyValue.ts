import { z } from 'zod';
import { isWholeExpression } from '../expressions/computedValue';
import { checkOptionList, optionListProblemText } from '../options/checkOptionList';
import { fieldAlertConditionSchema } from '../scoring/fieldAlerts';
import { visibilityRuleSchema } from '../visibility/visibilityRule';
import type { CataloguePropertyKind, CataloguePropertyMeta } from './catalogueProperty';

const datatableColumnTypes = ['select', 'date', 'time', 'plain'] as const;

const OPTIONS_EXPECTED = 'a list of options (texts, or {value, label, score} with distinct values)';

/** Accepted stored values per kind (select is checked against its choices) and how to say so. */
const kindChecks: Record<
  Exclude<CataloguePropertyKind, 'select'>,
  { schema: z.ZodType; expected: string }
> = {
  text: { schema: z.string(), expected: 'text' },
  multilineText: { schema: z.string(), expected: 'text' },
  richText: { schema: z.string(), expected: 'text' },
  code: { schema: z.string(), expected: 'text' },
  date: { schema: z.string(), expected: 'a date (YYYY-MM-DD)' },
  number: { schema: z.number(), expected: 'a number' },
  boolean: { schema: z.boolean(), expected: 'true or false' },
  options: { schema: z.array(z.unknown()), expected: OPTIONS_EXPECTED },
  textList: { schema: z.array(z.string()), expected: 'a list of texts' },
  weightedOptions: {
    schema: z.array(z.looseObject({ text: z.string(), value: z.number() })),
    expected: 'a list of {text, value} items with a numeric value',
  },
  datatableColumns: {
    schema: z.array(
      z.looseObject({
        text: z.string(),
        field: z.string(),
        type: z.enum(datatableColumnTypes),
        options: z.array(z.unknown()).optional(),
      }),
    ),
    expected: `a list of columns {text, field, type (${datatableColumnTypes.join(', ')}), options}`,
  },
  // Numbers too: ids of forms made elsewhere may be numeric.
  form: { schema: z.union([z.string().min(1), z.number()]), expected: 'a form id' },
  fieldAlert: {
    schema: fieldAlertConditionSchema,
    expected: 'an alert condition {kind: anyOf, values} or {kind: atLeast or atMost, value}',
  },
  json: { schema: z.unknown(), expected: 'any value' },
};

export type CataloguePropertyValueCheck = { ok: true; value: unknown } | { ok: false; expected: string };

/**
 * Whether a stored property value fits its metadata. A number below the
 * property's minimum is raised to it (spec section 5) rather than rejected.
 */
export function checkCataloguePropertyValue(
  meta: CataloguePropertyMeta,
  value: unknown,
): CataloguePropertyValueCheck {
  if (value === undefined) return { ok: true, value };
  if (value === null && meta.nullable) return { ok: true, value };
  if (meta.computed && isWholeExpression(value)) return { ok: true, value };
  if (meta.visibilityRule && typeof value === 'object' && value !== null) {
    const rule = visibilityRuleSchema.safeParse(value);
    if (rule.success) return { ok: true, value: rule.data };
    const issue = rule.error.issues[0];
    const where = issue?.path.length ? ` (at ${issue.path.join('.')})` : '';
    return { ok: false, expected: `true, false or a visibility rule${where}: ${issue?.message ?? ''}` };
  }
  if (meta.kind === 'select') {
    const choices = meta.choices ?? [];
    return choices.some((choice) => choice.value === value)
      ? { ok: true, value }
      : { ok: false, expected: `one of ${choices.map((choice) => `"${choice.value}"`).join(', ')}` };
  }
  const check = kindChecks[meta.kind];
  if (!check.schema.safeParse(value).success) return { ok: false, expected: check.expected };
  const optionProblem = optionListsProblem(meta.kind, value);
  if (optionProblem) return { ok: false, expected: optionProblem };
  if (typeof value === 'number' && meta.min !== undefined && value < meta.min)
    return { ok: true, value: meta.min };
  return { ok: true, value };
}

/** The options lists inside a value (the options themselves, or each select column's). */
function optionListsOf(kind: CataloguePropertyKind, value: unknown): unknown[][] {
  if (kind === 'options') return [value as unknown[]];
  if (kind !== 'datatableColumns') return [];
  return (value as { options?: unknown[] }[]).flatMap((column) => (column.options ? [column.options] : []));
}

/** What is wrong with an options list (each option's own check), worded after "must be". */
function optionListsProblem(kind: CataloguePropertyKind, value: unknown): string | undefined {
  for (const options of optionListsOf(kind, value)) {
    const problem = checkOptionList(options);
    if (problem) return `${OPTIONS_EXPECTED}: ${optionListProblemText(problem)}`;
  }
  return undefined;
}
