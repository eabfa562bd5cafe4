import type { LibraryName } from './buildPages';

/** One column of the report: a library's page, with our viewer's display mode and content-visibility set by query. */
export interface Variant {
  name: string;
  library: LibraryName;
  query: string;
}

export const variants: readonly Variant[] = [
  { name: 'plain React', library: 'plain', query: '' },
  { name: 'ours', library: 'ours', query: '' },
  { name: 'ours, cv off', library: 'ours', query: '?cv=off' },
  { name: 'ours e-form', library: 'ours', query: '?mode=e-form' },
  { name: 'ours e-form, cv off', library: 'ours', query: '?mode=e-form&cv=off' },
  { name: 'SurveyJS', library: 'SurveyJS', query: '' },
  { name: 'Form.io', library: 'Form.io', query: '' },
];
