import type { QuestionnaireItemInitial } from '@medplum/fhirtypes';
import { escapeHtml } from '../expressions/escapeHtml';
import type { Properties } from '../model/layout';
import { optionOfAnswerOption, optionText, weightOfOption } from './answerOptions';
import { hiddenFromEnableWhen, type Lookup } from './enableWhen';
import { findExtension } from './extensions';
import type { Item } from './fhirTypes';
import { fhirExtensionUrls, LOINC_SYSTEM } from './fhirUrls';
import { unitCodings, unitText } from './quantityUnits';

const WITH_LENGTH = new Set(['TextInput', 'TextInputAiAutofill', 'PasswordInput', 'Textarea']);
const WITH_OPTIONS = new Set(['Dropdown', 'SingleChoice', 'MultipleChoice']);
const WITH_BOUNDS = new Set(['NumberInput', 'DatePicker']);
const RICH_DISPLAY = new Set(['Text', 'Html']);

function initialValue(initial: QuestionnaireItemInitial): unknown {
  return (
    initial.valueString ??
    initial.valueDecimal ??
    initial.valueInteger ??
    initial.valueBoolean ??
    initial.valueDate ??
    initial.valueTime ??
    initial.valueDateTime ??
    initial.valueCoding?.display ??
    initial.valueCoding?.code ??
    initial.valueQuantity?.value ??
    null
  );
}

function defaultValueOf(item: Item, elType: string): unknown {
  const values = (item.initial ?? []).map(initialValue);
  if (elType === 'Checkbox') return values[0] ?? false;
  if (elType === 'MultipleChoice' || (elType === 'Dropdown' && item.repeats)) {
    return values.length > 0 ? values : null;
  }
  return values[0] ?? null;
}

/** An answerValueSet outside the Questionnaire (a canonical URL, not `#contained`), with no answerOption. */
export function isExternalValueSet(item: Item): boolean {
  return !item.answerOption?.length && !!item.answerValueSet && !item.answerValueSet.startsWith('#');
}

function bound(item: Item, url: string): unknown {
  const extension = findExtension(item, url);
  return extension?.valueDecimal ?? extension?.valueInteger ?? extension?.valueDate ?? null;
}

/**
 * The properties a component of `elType` gets from a Questionnaire item's standard elements
 * (label, required, readOnly, maxLength, initial, answer options, enableWhen, bounds, LOINC code).
 * Export and import share it: export keeps in our extension only what this does not give back.
 */
export function propertiesFromItem(item: Item, elType: string, lookup: Lookup): Properties {
  const properties: Properties = {};
  const xhtml = findExtension(item._text, fhirExtensionUrls.renderingXhtml)?.valueString;
  if (RICH_DISPLAY.has(elType)) {
    properties.value = xhtml ?? (item.text ? `<p>${escapeHtml(item.text)}</p>` : '');
    return properties;
  }
  properties.label = item.text ?? '';
  if (item.type === 'display') return properties;
  properties.required = item.required ?? false;
  properties.readonly = item.readOnly ?? false;
  if (item.enableWhen?.length) {
    properties.hidden = hiddenFromEnableWhen(
      { enableWhen: item.enableWhen, enableBehavior: item.enableBehavior },
      lookup,
    );
  } else {
    properties.hidden = findExtension(item, fhirExtensionUrls.hidden)?.valueBoolean ?? false;
  }
  if (WITH_LENGTH.has(elType)) properties.maxLength = item.maxLength ?? null;
  if (WITH_BOUNDS.has(elType)) {
    properties.minValue = bound(item, fhirExtensionUrls.minValue);
    properties.maxValue = bound(item, fhirExtensionUrls.maxValue);
  }
  // The first unit offered shows beside the number (a choice between units is not ours).
  const unit = elType === 'NumberInput' ? unitText(unitCodings(item)[0]) : undefined;
  if (unit !== undefined) properties.unit = unit;
  const placeholder = findExtension(item, fhirExtensionUrls.entryFormat)?.valueString;
  if (placeholder !== undefined) properties.placeholder = placeholder;
  const loinc = item.code?.find((coding) => coding.system === LOINC_SYSTEM)?.code;
  if (loinc) properties.loinc = loinc;
  if (elType === 'AssessmentQuestion') {
    properties.answers = (item.answerOption ?? []).map((option, index) => {
      const coding = option.valueCoding;
      const text = optionText(option) ?? '';
      const code = coding?.code;
      return { text, value: weightOfOption(option) ?? index, ...(code === undefined ? {} : { code }) };
    });
    return properties;
  }
  if (WITH_OPTIONS.has(elType)) {
    properties.options = (item.answerOption ?? []).flatMap((option) => {
      const read = optionOfAnswerOption(option);
      return read === undefined ? [] : [read];
    });
  }
  if (elType === 'Dropdown') {
    properties.multiselect = item.repeats ?? false;
    // A ValueSet we cannot expand offline lists no options: the patient types the answer.
    properties.includeOther = item.type === 'open-choice' || isExternalValueSet(item);
  }
  properties.value = defaultValueOf(item, elType);
  return properties;
}
