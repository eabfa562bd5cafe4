import type { ComponentNode, FormContent } from '../model/layout';
import { forEachComponent } from '../model/walkLayout';
import { getCatalogueEntry } from './catalogueRegistry';

/**
 * Plausible answers for the builder's preview, so a form can be judged filled in (and printed)
 * before anyone has used it. Each is built from the component's own properties (its options,
 * answers, bounds, length limit) and kept only when the type's valueSchema accepts it; types
 * whose values come from the clinic's records (vitals, medications, signatures) get none.
 */

/** An option's stored value: a text, or the `value` of an option object. */
function optionValue(option: unknown): string | undefined {
  if (typeof option === 'string') return option;
  if (option && typeof option === 'object' && 'value' in option) {
    const value = (option as { value: unknown }).value;
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

/** The first option of a list property; undefined for a `{{collections.x}}` reference or none. */
function firstOption(list: unknown): string | undefined {
  return Array.isArray(list) ? optionValue(list[0]) : undefined;
}

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

function sampleText(properties: ComponentNode['properties'], text: string): string {
  const max = properties.maxLength;
  return typeof max === 'number' && max > 0 ? text.slice(0, max) : text;
}

/** Within the component's bounds: 42, or the bound it falls outside of. */
function sampleNumber(properties: ComponentNode['properties']): number {
  const min = numberOr(properties.minValue, Number.NEGATIVE_INFINITY);
  const max = numberOr(properties.maxValue, Number.POSITIVE_INFINITY);
  return Math.min(Math.max(42, min), max);
}

function sampleDate(properties: ComponentNode['properties']): string {
  const { minValue, maxValue } = properties;
  if (typeof minValue === 'string' && minValue !== '') return minValue;
  if (typeof maxValue === 'string' && maxValue !== '') return maxValue;
  return '2026-03-14';
}

type SampleMaker = (properties: ComponentNode['properties']) => unknown;

const makers: Readonly<Record<string, SampleMaker>> = {
  TextInput: (p) => sampleText(p, 'Sample answer'),
  TextInputAiAutofill: (p) => sampleText(p, 'Sample answer'),
  Textarea: (p) => sampleText(p, 'Sleeps well; no pain since the last visit.'),
  EmailInput: () => 'alex.morgan@example.org',
  PhoneInput: () => '+1 555 0100',
  NumberInput: sampleNumber,
  DatePicker: sampleDate,
  TimePicker: () => '09:30',
  Checkbox: () => true,
  SingleChoice: (p) => firstOption(p.options),
  MultipleChoice: (p) => {
    const first = firstOption(p.options);
    return first === undefined ? undefined : [first];
  },
  Dropdown: (p) => {
    const first = firstOption(p.options);
    return first === undefined ? undefined : p.multiselect === true ? [first] : first;
  },
  AssessmentQuestion: (p) => (Array.isArray(p.answers) ? p.answers[0] : undefined),
  FrequencyDuration: (p) => {
    const parts = [p.frequencyFirstOptions, p.frequencySecondOptions, p.durationOptions].map(firstOption);
    return parts.every((part) => part !== undefined) ? parts.join(' - ') : undefined;
  },
};

/** Dropdown version 2 stores `{value}`; version 1 the bare value. */
function shaped(component: ComponentNode, value: unknown): unknown {
  return component.elType === 'Dropdown' && component.version >= 2 ? { value } : value;
}

/** A sample answer of one component, or undefined when its type has none that fits. */
export function sampleValue(component: ComponentNode): unknown {
  const entry = getCatalogueEntry(component.elType, component.version);
  const make = makers[component.elType];
  if (!entry?.valueSchema || !make) return undefined;
  const raw = make(component.properties);
  if (raw === undefined) return undefined;
  const value = shaped(component, raw);
  return entry.valueSchema.safeParse(value).success ? value : undefined;
}

/** Sample answers of every component of the form that has one, by component id. */
export function sampleResults(content: FormContent): Record<string, unknown> {
  const results: Record<string, unknown> = {};
  forEachComponent(content.rows, (component) => {
    const value = sampleValue(component);
    if (value !== undefined) results[component.id] = value;
  });
  return results;
}
