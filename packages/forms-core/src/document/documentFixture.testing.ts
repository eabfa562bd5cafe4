import type { CatalogueElType } from '../catalogue/catalogueElTypes';
import { createComponent } from '../catalogue/createComponent';
import { formContentOf } from '../catalogue/formContentFixture';
import type { ComponentNode, FormContent, Properties } from '../model/layout';
import type { FieldError } from '../validation/fieldError';
import { fieldErrorText } from '../validation/fieldErrorText';

/** Test support: a catalogue component with its default properties, some overridden. */
export function part(id: string, elType: CatalogueElType, properties: Properties = {}, version?: number) {
  const component = createComponent(elType, version);
  return { ...component, id, properties: { ...component.properties, ...properties } } as ComponentNode;
}

/** Test support: form content of these components, one row each, with a form script. */
export function documentForm(components: readonly ComponentNode[], script = ''): FormContent {
  const content = formContentOf(components);
  return { ...content, defaults: { ...content.defaults, script } };
}

/** Test support: errors by component id as the English texts a user reads. */
export function englishErrors(errors: Readonly<Record<string, readonly FieldError[]>>) {
  return Object.fromEntries(
    Object.entries(errors).map(([id, list]) => [id, list.map((error) => fieldErrorText(error, 'en'))]),
  );
}
