import { type MedicationSchedule, WEEK_DAYS } from './activeMedicationRows';
import { intervalLabel, type ScheduleTexts } from './scheduleTexts';

/** A schedule as a row shows it: "Every day", "every 2 days", "Mon, Wed, Fri". */
export function scheduleText(
  texts: ScheduleTexts,
  schedule: MedicationSchedule | null | undefined,
): string | null {
  switch (schedule?.frequency) {
    case 'EveryDay':
      return texts.EveryDay;
    case 'DaysInterval':
      return intervalLabel(texts, schedule.intervalAmount) ?? texts.DaysInterval;
    case 'DaysOfWeek':
      return WEEK_DAYS.filter((day) => schedule.days?.includes(day))
        .map((day) => texts[`${day}Short`])
        .join(', ');
    default:
      return null;
  }
}
