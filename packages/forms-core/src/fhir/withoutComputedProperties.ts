import { getCatalogueEntry } from '../catalogue/catalogueRegistry';
import { containsExpression } from '../expressions/computedValue';
import type { FormContent } from '../model/layout';
import { forEachComponent } from '../model/walkLayout';
import type { NotCarried } from './exportItem';
import { componentFhirPath } from './fhirPath/fhirPathProperties';
import { linkIdOf } from './itemTypes';

/**
 * An imported form for an author who may not write computed properties (forms.md sections 5 and
 * 6: tech staff or advanced options only): each `{{ }}` property goes back to its type's default,
 * and a calculation left in FHIRPath is dropped, listed so the import's OperationOutcome says
 * which calculations were left out. Conditions (enableWhen, enableWhenExpression) stay, as the
 * visibility editor is everyone's.
 */
export function withoutComputedProperties(content: FormContent): {
  content: FormContent;
  removed: NotCarried[];
} {
  const copy = JSON.parse(JSON.stringify(content)) as FormContent;
  const removed: NotCarried[] = [];
  forEachComponent(copy.rows, (component) => {
    const fhirPathOnly = componentFhirPath(component).some((property) => property.kind === 'value');
    // A translated one goes with its `{{ }}` value below; left alone it would be run as FHIRPath.
    delete component.properties.fhirCalculatedExpression;
    if (fhirPathOnly) {
      removed.push({
        linkId: linkIdOf(component),
        elType: component.elType,
        what: 'calculatedExpression (computed: needs advanced options)',
      });
    }
    const defaults = getCatalogueEntry(component.elType, component.version)?.defaults ?? {};
    for (const [name, value] of Object.entries(component.properties)) {
      if (!containsExpression(value)) continue;
      component.properties[name] = JSON.parse(JSON.stringify(defaults[name] ?? null));
      removed.push({
        linkId: linkIdOf(component),
        elType: component.elType,
        what: `${name} (computed: needs advanced options)`,
      });
    }
  });
  return { content: copy, removed };
}
