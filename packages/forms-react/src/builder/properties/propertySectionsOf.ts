import {
  type CatalogueEntry,
  type CataloguePropertyMeta,
  type PropertySection,
  propertySections,
} from '@clinic/forms-core';

export interface PropertySectionGroup {
  section: PropertySection;
  properties: readonly CataloguePropertyMeta[];
}

/**
 * The properties panel's sections of a catalogue type, in the catalogue's section order, each
 * with the properties that declare it. Advanced-only properties (scripts, styles) are left out
 * unless the user may use advanced options; 'hidden' is left out, the panel's visibility control
 * edits it. A section with nothing in it is not listed.
 */
export function propertySectionsOf(entry: CatalogueEntry, advanced: boolean): PropertySectionGroup[] {
  const shown = entry.properties.filter(
    (meta) => meta.name !== 'hidden' && (advanced || meta.modes.includes('basic')),
  );
  return propertySections
    .map((section) => ({ section, properties: shown.filter((meta) => meta.section === section) }))
    .filter((group) => group.properties.length > 0 || group.section === 'logic');
}
