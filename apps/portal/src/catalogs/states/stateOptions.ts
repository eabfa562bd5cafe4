import type { PortalCatalogItem } from '@clinic/api-contract';

export interface StateOption {
  value: string;
  label: string;
}

/**
 * The State select's options from Catalog/States: the USPS code is what the chart keeps ('OH'),
 * shown with the name ("Ohio (OH)") so typing either finds it. A value already on record that
 * the catalogue does not hold (typed freely before) stays as an option, so editing a profile
 * never loses it silently.
 */
export function stateOptions(items: readonly PortalCatalogItem[], current: string): StateOption[] {
  const options = items.map((item) => {
    const value = item.code ?? item.name;
    return { value, label: item.code ? `${item.name} (${item.code})` : item.name };
  });
  const kept = current.trim();
  if (kept && !options.some((option) => option.value === kept)) options.unshift({ value: kept, label: kept });
  return options;
}
