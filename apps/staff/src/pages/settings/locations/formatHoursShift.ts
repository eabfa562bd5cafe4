/** "UTC-5", "UTC+5.5", "UTC" */
export function formatHoursShift(hours: number): string {
  if (hours === 0) return 'UTC';
  return `UTC${hours > 0 ? '+' : ''}${hours}`;
}
