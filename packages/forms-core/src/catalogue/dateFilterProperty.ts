import {
  type DateFilterOption,
  EMAR_DATE_FILTERS,
  EMAR_DEFAULT_DATE_FILTER,
  PRESCRIBING_DATE_FILTERS,
  PRESCRIBING_DEFAULT_DATE_FILTER,
} from '../rules/dateFilterOptions';
import { type CataloguePropertyMeta, defineCatalogueProperty } from './catalogueProperty';

/** How the property editor names each date filter; which filters exist, and their ranges, are rules. */
const dateFilterLabels: Readonly<Record<DateFilterOption, string>> = {
  all: 'All',
  currentday: 'Current day',
  last7days: 'Last 7 days',
  last30days: 'Last 30 days',
  last3months: 'Last 3 months',
};

function dateFilterProperty(
  options: readonly DateFilterOption[],
  defaultValue: DateFilterOption,
): CataloguePropertyMeta {
  const choices = options.map((value) => ({ value, label: dateFilterLabels[value] }));
  return defineCatalogueProperty('dateFilter', 'select', 'Date filter', defaultValue, { choices });
}

export const emarDateFilterProperty = dateFilterProperty(EMAR_DATE_FILTERS, EMAR_DEFAULT_DATE_FILTER);
export const prescribingDateFilterProperty = dateFilterProperty(
  PRESCRIBING_DATE_FILTERS,
  PRESCRIBING_DEFAULT_DATE_FILTER,
);
