/** The chart tabs (documents and the clinical records). */
export const chartTabs = [
  'documents',
  'vitals',
  'allergies',
  'diagnosisCodes',
  'medications',
  'mar',
] as const;
export type ChartTab = (typeof chartTabs)[number];

/** A patient's chart, opened on an episode and a tab (kept in the address, so Back returns there). */
export function chartPath(patientId: string, at: { episodeId?: string | null; tab?: ChartTab } = {}): string {
  const query = new URLSearchParams();
  if (at.episodeId) query.set('episode', at.episodeId);
  if (at.tab) query.set('tab', at.tab);
  const search = query.toString();
  return `/patients/${patientId}${search ? `?${search}` : ''}`;
}
