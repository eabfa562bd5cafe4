/** English texts: the fallback language. Spec texts are verbatim. */
export const en = {
  common: {
    language: 'Language',
    english: 'English',
    spanish: 'Español',
    back: 'Back',
    loading: 'Loading…',
    error: 'Error!',
    reload: 'Reload',
    chunkFailed: 'A part of the page could not be loaded. Please reload.',
  },
  welcome: {
    title: 'Welcome to {{organizationName}}',
    titleNoName: 'Welcome',
    subtitle: 'Are you a new patient or an existing client?',
    newPatient: 'New Patient',
    existingClient: 'Existing Client',
    newAppointmentRequest: 'Request an appointment',
    newPatientRegistration: 'New patient registration',
    logoAlt: '{{organizationName}} logo',
  },
  signin: {
    title: 'Sign in',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Texts = Widen<typeof en>;
