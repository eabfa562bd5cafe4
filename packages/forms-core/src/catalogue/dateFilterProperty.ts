import {
  type CataloguePropertyChoice,
  type CataloguePropertyMeta,
  defineCatalogueProperty,
} from './catalogueProperty';

/** Date filter options (spec section 9); the ranges themselves are computed in ../rules. */
const emarDateFilters: readonly CataloguePropertyChoice[] = [
  { value: 'currentday', label: 'Current day' },
  { value: 'last7days', label: 'Last 7 days' },
  { value: 'last30days', label: 'Last 30 days' },
  { value: 'last3months', label: 'Last 3 months' },
];

/** The prescribing integration also offers 'all', its default. */
const prescribingDateFilters: readonly CataloguePropertyChoice[] = [
  { value: 'all', label: 'All' },
  ...emarDateFilters,
];

function dateFilterProperty(
  choices: readonly CataloguePropertyChoice[],
  defaultValue: string,
): CataloguePropertyMeta {
  return defineCatalogueProperty('dateFilter', 'select', 'Date filter', defaultValue, { choices });
}

export const emarDateFilterProperty = dateFilterProperty(emarDateFilters, 'currentday');
export const prescribingDateFilterProperty = dateFilterProperty(prescribingDateFilters, 'all');
