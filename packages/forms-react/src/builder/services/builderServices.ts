import { createContext, useContext } from 'react';

/** A form a builder property may name (the Document Picker's source form), shown by name. */
export interface BuilderFormChoice {
  id: string;
  name: string;
  category: string;
}

/**
 * What the builder reads from the host's server: the collection names advanced users may take
 * options from, and the forms of some categories. The staff app implements them over api/core;
 * without one, the property that needs it says its list is not available here.
 */
export interface BuilderServices {
  /** Every collection name, sorted (api/core/Collections/AllNames). */
  collectionNames?: () => Promise<readonly string[]>;
  /** The forms of these categories. */
  forms?: (categories: readonly string[]) => Promise<readonly BuilderFormChoice[]>;
}

export const BuilderServicesContext = createContext<BuilderServices>({});

export const useBuilderServices = (): BuilderServices => useContext(BuilderServicesContext);
