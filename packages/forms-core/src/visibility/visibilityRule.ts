import { z } from 'zod';

/**
 * A visibility rule as clinicians author it (issue 21.4): data, not expression text, so any staff
 * user may write one; forms-core compiles it to an expression (compileVisibilityRule) that the
 * browser and the server evaluate alike. Stored as the component's `hidden` property.
 */
export const ruleComparisons = [
  'equals',
  'notEquals',
  'greaterThan',
  'lessThan',
  'contains',
  'isEmpty',
  'isNotEmpty',
  'anyOf',
] as const;
export type RuleComparison = (typeof ruleComparisons)[number];

/** Comparisons that need no value to compare. */
export const valuelessComparisons: ReadonlySet<RuleComparison> = new Set(['isEmpty', 'isNotEmpty']);

const ruleValueSchema = z.union([z.string().max(1000), z.number().finite(), z.boolean()]);
export type RuleValue = z.infer<typeof ruleValueSchema>;

export const ruleConditionSchema = z
  .object({
    componentId: z.string().min(1).max(200),
    comparison: z.enum(ruleComparisons),
    /** One value; a list for anyOf; absent for isEmpty / isNotEmpty. */
    value: z.union([ruleValueSchema, z.array(ruleValueSchema).min(1).max(200)]).optional(),
  })
  .strict()
  .refine(
    (condition) =>
      valuelessComparisons.has(condition.comparison)
        ? condition.value === undefined
        : condition.comparison === 'anyOf'
          ? Array.isArray(condition.value)
          : condition.value !== undefined && !Array.isArray(condition.value),
    { message: 'anyOf takes a list of values, isEmpty and isNotEmpty none, the others one value' },
  );
export type RuleCondition = z.infer<typeof ruleConditionSchema>;

export const ruleJoins = ['and', 'or'] as const;
export type RuleJoin = (typeof ruleJoins)[number];

/** A group of conditions inside the rule: one level of nesting, as (a or b) and c needs. */
export const ruleGroupSchema = z
  .object({ join: z.enum(ruleJoins), conditions: z.array(ruleConditionSchema).min(1).max(50) })
  .strict();
export type RuleGroup = z.infer<typeof ruleGroupSchema>;

export type RuleItem = RuleCondition | RuleGroup;

export const visibilityRuleSchema = z
  .object({
    /** Show the component only when the rule holds, or hide it when it holds. */
    effect: z.enum(['show', 'hide']),
    join: z.enum(ruleJoins),
    items: z
      .array(z.union([ruleConditionSchema, ruleGroupSchema]))
      .min(1)
      .max(50),
  })
  .strict();
export type VisibilityRule = z.infer<typeof visibilityRuleSchema>;

export const isRuleGroup = (item: RuleItem): item is RuleGroup => 'conditions' in item;

/** Whether a stored `hidden` value is a visibility rule (an object; booleans and text are not). */
export function isVisibilityRule(value: unknown): value is VisibilityRule {
  return visibilityRuleSchema.safeParse(value).success;
}

/** Every condition of a rule, groups opened, in order. */
export function ruleConditions(rule: VisibilityRule): RuleCondition[] {
  return rule.items.flatMap((item) => (isRuleGroup(item) ? item.conditions : [item]));
}
