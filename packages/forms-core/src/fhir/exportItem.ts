import type { Extension, QuestionnaireItemAnswerOption, QuestionnaireItemInitial } from '@medplum/fhirtypes';
import { getCatalogueEntry } from '../catalogue/catalogueRegistry';
import { isWholeExpression } from '../expressions/computedValue';
import { hiddenConditionText } from '../expressions/hidden';
import type { ComponentNode, Properties } from '../model/layout';
import { readOptions } from '../options/choiceOption';
import {
  assessmentAnswers,
  choiceAnswerOption,
  choiceCodingOf,
  isCodedOption,
  optionText,
  weightedAnswerOptions,
} from './answerOptions';
import { enableWhenFromHidden, type Lookup } from './enableWhen';
import { jsonExtension, sameJson } from './extensions';
import { fhirPathOf } from './fhirPathOf';
import type { Item } from './fhirTypes';
import { clinicExtensionUrls, fhirExtensionUrls, ITEM_CONTROL_SYSTEM, LOINC_SYSTEM } from './fhirUrls';
import { propertiesFromItem } from './itemProperties';
import { fhirItemMapping, linkIdOf } from './itemTypes';
import { plainText } from './plainText';
import { hasKeptUnit } from './quantityUnits';

/** What an export could not say in FHIR, by item: the type as a whole, or a property FHIR has no element for. */
export interface NotCarried {
  linkId: string;
  elType: string;
  /** 'type': the component has no FHIR item; 'partial': only its answer travels; else the property name. */
  what: string;
}

/** What our component extension holds: everything the item's FHIR elements do not give back. */
export interface ComponentExtension {
  /** The component's id, when its linkId is another (kept from an import). */
  id?: string;
  elType: string;
  version: number;
  page: number;
  properties: Properties;
  /** Properties the component does not have although the FHIR reading would set them. */
  absent?: string[];
}

/** Properties that are our own behaviour: never expected to travel, so never reported. */
const OWN_BEHAVIOUR = new Set([
  'style',
  'eFormEditable',
  'hideOnView',
  'hideOnEdit',
  'excludeFromPasteContent',
  'excludeFromLoadFromLastResult',
  'resetStoreValues',
  'dependentProperties',
  'showInline',
  'columnsCount',
  'pickerBgColor',
  'autoHeight',
  'rows',
  'responseOptions',
  // What an import kept from a foreign Questionnaire: it travels back in its own elements.
  'fhir',
  'fhirLinkId',
  'fhirCalculatedExpression',
  'fhirEnableWhenExpression',
  'fhirType',
  'fhirAnswerOption',
  'fhirGroupHeader',
  'fhirCode',
  'fhirAnswerValueSet',
]);

function initialOf(component: ComponentNode): QuestionnaireItemInitial[] | undefined {
  const { value } = component.properties;
  if (value === null || value === undefined || value === '' || isWholeExpression(value)) return undefined;
  const { type } = fhirItemMapping(component.elType);
  const one = (item: unknown): QuestionnaireItemInitial | undefined => {
    const coding = choiceCodingOf(component, item);
    if (coding) return { valueCoding: coding };
    if (type === 'boolean') return typeof item === 'boolean' && item ? { valueBoolean: true } : undefined;
    if (type === 'decimal') return typeof item === 'number' ? { valueDecimal: item } : undefined;
    if (type === 'date') return typeof item === 'string' ? { valueDate: item } : undefined;
    if (type === 'time') return typeof item === 'string' ? { valueTime: item } : undefined;
    if (type === 'string' || type === 'text' || type === 'choice' || type === 'open-choice') {
      return typeof item === 'string' || typeof item === 'number' ? { valueString: String(item) } : undefined;
    }
    return undefined;
  };
  const initial = (Array.isArray(value) ? value : [value]).map(one);
  return initial.every((entry) => entry !== undefined) && initial.length > 0
    ? (initial as QuestionnaireItemInitial[])
    : undefined;
}

function itemControl(code: string): Extension {
  return {
    url: fhirExtensionUrls.itemControl,
    valueCodeableConcept: { coding: [{ system: ITEM_CONTROL_SYSTEM, code }] },
  };
}

function ourExpression(property: string, source: string): Extension {
  return {
    url: clinicExtensionUrls.expression,
    extension: [
      { url: 'property', valueCode: property },
      { url: 'expression', valueString: source },
    ],
  };
}

function fhirPathExtension(url: string, expression: string): Extension {
  return { url, valueExpression: { language: 'text/fhirpath', expression } };
}

function boundExtension(url: string, elType: string, bound: unknown): Extension | undefined {
  if (elType === 'NumberInput' && typeof bound === 'number') return { url, valueDecimal: bound };
  if (elType === 'DatePicker' && typeof bound === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(bound)) {
    return { url, valueDate: bound };
  }
  return undefined;
}

/** The item's standard FHIR elements and extensions, without our component extension. */
function standardItem(component: ComponentNode, lookup: Lookup, inheritedHidden?: string): Item {
  const { elType, properties } = component;
  const mapping = fhirItemMapping(elType);
  const entry = getCatalogueEntry(elType, component.version);
  const label = typeof properties.label === 'string' ? properties.label : '';
  const extension: Extension[] = [];
  const item: Item = { linkId: linkIdOf(component), type: mapping.type };
  if (elType === 'Text' || elType === 'Html') {
    const html = typeof properties.value === 'string' ? properties.value : '';
    item.text = plainText(html);
    if (html !== '')
      item._text = { extension: [{ url: fhirExtensionUrls.renderingXhtml, valueString: html }] };
  } else {
    item.text = label || (mapping.carried === 'no' ? (entry?.label ?? elType) : '');
  }
  if (typeof properties.loinc === 'string') item.code = [{ system: LOINC_SYSTEM, code: properties.loinc }];
  if (mapping.control) extension.push(itemControl(mapping.control));
  if (mapping.type !== 'display') {
    if (properties.required === true) item.required = true;
    if (properties.readonly === true) item.readOnly = true;
    const { maxLength } = properties;
    if (typeof maxLength === 'number' && maxLength > 0) item.maxLength = maxLength;
    if (elType === 'MultipleChoice' || (elType === 'Dropdown' && properties.multiselect === true)) {
      item.repeats = true;
    }
    if (elType === 'Dropdown' && properties.includeOther === true) item.type = 'open-choice';
    if (elType === 'AssessmentQuestion')
      item.answerOption = weightedAnswerOptions(assessmentAnswers(component));
    else if (Array.isArray(properties.options)) {
      const options = readOptions(properties.options);
      const kept = properties.fhirAnswerOption as QuestionnaireItemAnswerOption[] | undefined;
      // Imported options keep their Codings while their texts are unchanged.
      const answerOption =
        Array.isArray(kept) &&
        !options.some(isCodedOption) &&
        sameJson(
          kept.map(optionText),
          options.map((option) => option.label),
        )
          ? kept
          : options.map(choiceAnswerOption);
      if (answerOption.length > 0) item.answerOption = answerOption;
      else if (typeof properties.fhirAnswerValueSet === 'string')
        item.answerValueSet = properties.fhirAnswerValueSet;
    }
    const initial = initialOf(component);
    if (initial) item.initial = initial;
    for (const [name, url] of [
      ['minValue', fhirExtensionUrls.minValue],
      ['maxValue', fhirExtensionUrls.maxValue],
    ] as const) {
      const bound = boundExtension(url, elType, properties[name]);
      if (bound) extension.push(bound);
    }
    // Our own unit as FHIR's (an imported item's units travel back as they came, below).
    const unit = typeof properties.unit === 'string' ? properties.unit.trim() : '';
    if (elType === 'NumberInput' && unit !== '' && !hasKeptUnit(component)) {
      extension.push({ url: fhirExtensionUrls.unit, valueCoding: { display: unit } });
    }
    if (typeof properties.placeholder === 'string' && properties.placeholder !== '') {
      extension.push({ url: fhirExtensionUrls.entryFormat, valueString: properties.placeholder });
    }
    if (properties.hidden === true) extension.push({ url: fhirExtensionUrls.hidden, valueBoolean: true });
    // A visibility rule exports as the condition it compiles to.
    const hiddenCondition = hiddenConditionText(properties.hidden);
    if (hiddenCondition !== undefined && hiddenCondition !== inheritedHidden) {
      const set = enableWhenFromHidden(hiddenCondition, lookup);
      if (set) Object.assign(item, set);
      else {
        const path = fhirPathOf(hiddenCondition);
        if (path)
          extension.push(fhirPathExtension(fhirExtensionUrls.enableWhenExpression, `(${path}).not()`));
        extension.push(ourExpression('hidden', hiddenCondition));
      }
    }
    if (isWholeExpression(properties.value) && typeof properties.fhirCalculatedExpression !== 'string') {
      const path = fhirPathOf(properties.value);
      const oneTime = /^\s*\{\{::/.test(properties.value);
      if (path) {
        const url = oneTime ? fhirExtensionUrls.initialExpression : fhirExtensionUrls.calculatedExpression;
        extension.push(fhirPathExtension(url, path));
      } else extension.push(ourExpression('value', properties.value));
    }
  }
  // What a foreign Questionnaire said that we do not model goes back out as it came.
  const kept = properties.fhir as ({ extension?: Extension[] } & Record<string, unknown>) | undefined;
  if (kept) {
    const { extension: keptExtensions, ...elements } = kept;
    Object.assign(item, elements);
    extension.push(...(keptExtensions ?? []));
  }
  for (const [name, url] of [
    ['fhirCalculatedExpression', fhirExtensionUrls.calculatedExpression],
    ['fhirEnableWhenExpression', fhirExtensionUrls.enableWhenExpression],
  ] as const) {
    const expression = properties[name];
    if (typeof expression === 'string') extension.push(fhirPathExtension(url, expression));
  }
  if (typeof properties.fhirType === 'string') item.type = properties.fhirType as Item['type'];
  if (Array.isArray(properties.fhirCode)) item.code = properties.fhirCode;
  if (extension.length > 0) item.extension = extension;
  return item;
}

/**
 * A component as a Questionnaire item: the standard elements a FHIR reader uses, plus our
 * component extension holding only what those elements do not give back (checked by reading
 * them back), so our own import restores the component exactly. `notCarried` lists what a FHIR
 * reader loses.
 */
export function componentItem(
  component: ComponentNode,
  lookup: Lookup,
  notCarried: NotCarried[],
  /** The hidden condition the component has from its imported group, which says it as the group's enableWhen. */
  inheritedHidden?: string,
): Item {
  const item = standardItem(component, lookup, inheritedHidden);
  const derived = propertiesFromItem(item, component.elType, lookup);
  const residual: Properties = {};
  for (const [name, value] of Object.entries(component.properties)) {
    // What the component has from its groups is said by the groups (and derived again on import).
    if (name === 'fhirGroupEnableWhenExpressions') continue;
    if (!sameJson(derived[name], value)) residual[name] = value;
  }
  const absent = Object.keys(derived).filter((name) => !(name in component.properties));
  const { carried } = fhirItemMapping(component.elType);
  if (carried !== 'yes') {
    notCarried.push({
      linkId: component.id,
      elType: component.elType,
      what: carried === 'no' ? 'type' : 'partial',
    });
  } else {
    for (const [name, value] of Object.entries(residual)) {
      const unset = value === null || value === '' || value === false || sameJson(value, []);
      if (!OWN_BEHAVIOUR.has(name) && !unset)
        notCarried.push({ linkId: component.id, elType: component.elType, what: name });
    }
  }
  const extension: ComponentExtension = {
    ...(linkIdOf(component) === component.id ? {} : { id: component.id }),
    elType: component.elType,
    version: component.version,
    page: component.page,
    properties: residual,
    ...(absent.length > 0 ? { absent } : {}),
  };
  item.extension = [...(item.extension ?? []), jsonExtension(clinicExtensionUrls.component, extension)];
  return item;
}
