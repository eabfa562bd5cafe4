import { type DateFilterOption, type DateFilterRange, dateFilterRange } from '@clinic/forms-core';
import { useClinicalContext } from '../../services/clinicalContext';

export interface DateFilterState {
  range: DateFilterRange | null;
  /** Changes when the range does (another filter or effective date), to refetch. */
  key: string;
}

/**
 * The range of a component's dateFilter property, anchored on the document effective date
 * (else now) in clinic time; a filter the component does not offer falls back to its default.
 */
export function useDateFilterRange(
  properties: Readonly<Record<string, unknown>>,
  offered: readonly DateFilterOption[],
  fallback: DateFilterOption,
): DateFilterState {
  const { effectiveDate, timeZone } = useClinicalContext();
  const chosen = offered.find((option) => option === properties.dateFilter) ?? fallback;
  const range = dateFilterRange(chosen, { effectiveDate, now: new Date(), timeZone });
  // The key names the filter and anchor, not the instants: "now" moving must not refetch.
  return { range, key: `${chosen}|${effectiveDate ?? ''}|${timeZone}` };
}
