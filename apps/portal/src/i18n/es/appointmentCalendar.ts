import type { PageTexts } from '../texts';

export const esAppointmentCalendar: PageTexts['appointmentCalendar'] = {
  add: 'Añadir al calendario',
  addOf: 'Añadir la cita del {{date}} a su calendario',
};
