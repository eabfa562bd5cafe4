import type { DateFilterRange } from '@clinic/forms-core';
import { fillText } from '../../i18n/fillText';
import { useClinicalFormat } from './clinicalFormat';
import { useRangeTexts } from './rangeTexts';

/** "Showing 03/09/2026 to 03/15/2026": the days a filtered list covers. */
export function RangeNote({ range }: { range: DateFilterRange | null }) {
  const texts = useRangeTexts();
  const format = useClinicalFormat();
  if (!range) return null;
  const from = format.date(range.from);
  const to = format.date(range.to);
  return <>{from === to ? fillText(texts.day, { day: from }) : fillText(texts.range, { from, to })}</>;
}
