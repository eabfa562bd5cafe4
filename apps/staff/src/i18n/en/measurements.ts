/** The chart's measurement-based care panel and its trend chart. */
export const enMeasurements = {
  title: 'Measurement-based care',
  empty: 'No scored instruments yet: add one from Forms → Add from library.',
  date: 'Date',
  total: 'Total',
  band: 'Band',
  change: 'Change from baseline',
  response: 'Response (≥ 50 % drop)',
  remission: 'Remission',
  baseline: 'Baseline',
  yes: 'Yes',
  no: 'No',
  met: 'Met',
  notMet: 'Not met',
  notDefined: '--',
  dateCompleted: 'Date completed',
};
