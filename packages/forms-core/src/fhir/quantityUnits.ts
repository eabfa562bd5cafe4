import type { Coding, Element, Extension, Quantity } from '@medplum/fhirtypes';
import type { ComponentNode } from '../model/layout';
import { findExtension } from './extensions';
import { fhirExtensionUrls } from './fhirUrls';

export const UCUM_SYSTEM = 'http://unitsofmeasure.org';

/** Every unit an item offers: its `questionnaire-unit`, else its `questionnaire-unitOption`s. */
export function unitCodings(element: Element | undefined): Coding[] {
  const unit = findExtension(element, fhirExtensionUrls.unit)?.valueCoding;
  if (unit) return [unit];
  return (element?.extension ?? []).flatMap((extension) =>
    extension.url === fhirExtensionUrls.unitOption && extension.valueCoding ? [extension.valueCoding] : [],
  );
}

/** The unit a patient reads beside the number: its display, else its (UCUM) code. */
export function unitText(coding: Coding | undefined): string | undefined {
  const text = coding?.display ?? coding?.code;
  return text?.trim() ? text : undefined;
}

/** The unit extensions an imported item kept (they travel back as they came). */
function keptUnitElement(component: ComponentNode): Element {
  const kept = component.properties.fhir as { extension?: Extension[] } | undefined;
  return { extension: kept?.extension ?? [] };
}

/** Whether the component already carries a FHIR unit of its own (an imported one). */
export function hasKeptUnit(component: ComponentNode): boolean {
  return unitCodings(keptUnitElement(component)).length > 0;
}

/**
 * A number answer of a `quantity` item: the value with the unit shown, and the unit's coded form
 * (UCUM system and code) when the Questionnaire gave one.
 */
export function quantityAnswer(component: ComponentNode, value: number): Quantity {
  const [coding] = unitCodings(keptUnitElement(component));
  const shown = typeof component.properties.unit === 'string' ? component.properties.unit.trim() : '';
  const unit = unitText(coding) ?? (shown || undefined);
  return {
    value,
    ...(unit ? { unit } : {}),
    ...(coding?.system ? { system: coding.system } : {}),
    ...(coding?.code ? { code: coding.code } : {}),
  };
}
