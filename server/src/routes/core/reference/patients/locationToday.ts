/** Today's date ("YYYY-MM-DD") on the wall clock of a location `hoursShift` hours from UTC. */
export function locationToday(hoursShift: number, now = new Date()): string {
  return new Date(now.getTime() + hoursShift * 3_600_000).toISOString().slice(0, 10);
}
