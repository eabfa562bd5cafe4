import type { z } from 'zod';
import type { Properties } from '../model/layout';
import type { CatalogueElType } from './catalogueElTypes';
import type { CataloguePropertyMeta } from './catalogueProperty';
import { commonCatalogueProperties } from './commonCatalogueProperties';
import type { EmptinessKind, ValidationRuleName } from './validationRuleNames';

export type CatalogueCategory =
  | 'input'
  | 'choice'
  | 'media'
  | 'data'
  | 'display'
  | 'layout'
  | 'clinical'
  | 'emar';

export interface CatalogueEntry {
  elType: CatalogueElType;
  version: number;
  /** The name shown in the builder's toolbox. */
  label: string;
  category: CatalogueCategory;
  /** Common properties first, then the type's own; one entry per name. */
  properties: readonly CataloguePropertyMeta[];
  propertyByName: ReadonlyMap<string, CataloguePropertyMeta>;
  /** Properties of a new component. */
  defaults: Readonly<Properties>;
  /** Shape of the value stored in document results; null for types that hold no value. */
  valueSchema: z.ZodType | null;
  /** Validation rules, in the order their messages are listed; empty for types without validation. */
  rules: readonly ValidationRuleName[];
  emptiness: EmptinessKind;
}

export interface CatalogueEntryDefinition {
  elType: CatalogueElType;
  version?: number;
  label: string;
  category: CatalogueCategory;
  /** The type's own properties; a name already in the common set replaces it. */
  properties?: readonly CataloguePropertyMeta[];
  /** Default values overriding those of already-declared properties (e.g. a default label). */
  defaults?: Properties;
  valueSchema?: z.ZodType | null;
  rules?: readonly ValidationRuleName[];
  emptiness?: EmptinessKind;
}

export function defineCatalogueEntry(definition: CatalogueEntryDefinition): CatalogueEntry {
  const propertyByName = new Map<string, CataloguePropertyMeta>();
  for (const property of [...commonCatalogueProperties, ...(definition.properties ?? [])]) {
    propertyByName.set(property.name, property);
  }
  const defaults: Properties = {};
  for (const property of propertyByName.values()) defaults[property.name] = property.default;
  for (const [name, value] of Object.entries(definition.defaults ?? {})) {
    if (!propertyByName.has(name)) {
      // A typo here would silently add an undeclared property to every new component.
      throw new Error(`${definition.elType}: default for undeclared property "${name}"`);
    }
    defaults[name] = value;
  }
  return {
    elType: definition.elType,
    version: definition.version ?? 1,
    label: definition.label,
    category: definition.category,
    properties: [...propertyByName.values()],
    propertyByName,
    defaults,
    valueSchema: definition.valueSchema ?? null,
    rules: definition.rules ?? [],
    emptiness: definition.emptiness ?? 'plain',
  };
}
