/** "Add to calendar" on an upcoming appointment. */
export const enAppointmentCalendar = {
  add: 'Add to calendar',
  addOf: 'Add the appointment of {{date}} to your calendar',
} as const;
