/** "Join video visit" on the patient's upcoming telehealth appointment. */
export const enVideoVisit = {
  join: 'Join video visit',
  joinOf: 'Join the video visit of {{date}} (opens in a new tab)',
} as const;
