import type { MailLanguage } from './mailLanguage';

export type AppointmentMailKind = 'booked' | 'moved' | 'videoVisitChanged' | 'cancelled';

interface AppointmentTexts {
  subject: Record<AppointmentMailKind, string>;
  intro: Record<AppointmentMailKind, string>;
  when: string;
  where: string;
  telehealth: string;
  /** The label of a telehealth appointment's video visit link. */
  videoVisit: string;
  /** The calendar event's title: no service, clinician or clinic, which could tell a health matter. */
  summary: string;
  portal: string;
  calendarNote: Record<'request' | 'cancel', string>;
  callUs: (phone: string) => string;
}

/** The appointment mails' and calendar files' words, in the languages the portal speaks. */
export const appointmentTexts: Record<MailLanguage, AppointmentTexts> = {
  en: {
    subject: {
      booked: 'Your appointment is confirmed',
      moved: 'Your appointment was moved',
      videoVisitChanged: 'Your video visit has a new link',
      cancelled: 'Your appointment was cancelled',
    },
    intro: {
      booked: 'Your appointment is confirmed.',
      moved: 'Your appointment was moved to a new time.',
      videoVisitChanged: 'Your video visit has a new link. Please use this one to join.',
      cancelled: 'Your appointment was cancelled.',
    },
    when: 'When',
    where: 'Where',
    telehealth: 'Telehealth (video visit)',
    videoVisit: 'Join the video visit',
    summary: 'Appointment',
    portal: 'Sign in to the patient portal to see the details',
    calendarNote: {
      request: 'The attached file (.ics) adds the appointment to your calendar.',
      cancel: 'The attached file (.ics) removes the appointment from your calendar.',
    },
    callUs: (phone) => `Questions? Call us at ${phone}.`,
  },
  es: {
    subject: {
      booked: 'Su cita está confirmada',
      moved: 'Su cita cambió de hora',
      videoVisitChanged: 'Su visita por video tiene un nuevo enlace',
      cancelled: 'Su cita fue cancelada',
    },
    intro: {
      booked: 'Su cita está confirmada.',
      moved: 'Su cita se cambió a un nuevo horario.',
      videoVisitChanged: 'Su visita por video tiene un nuevo enlace. Use este para unirse.',
      cancelled: 'Su cita fue cancelada.',
    },
    when: 'Cuándo',
    where: 'Dónde',
    telehealth: 'Telesalud (visita por video)',
    videoVisit: 'Unirse a la visita por video',
    summary: 'Cita',
    portal: 'Inicie sesión en el portal del paciente para ver los detalles',
    calendarNote: {
      request: 'El archivo adjunto (.ics) añade la cita a su calendario.',
      cancel: 'El archivo adjunto (.ics) quita la cita de su calendario.',
    },
    callUs: (phone) => `¿Preguntas? Llámenos al ${phone}.`,
  },
};
