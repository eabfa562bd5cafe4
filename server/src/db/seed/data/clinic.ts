import type { FormKey } from './forms';

/** The demo clinic: two locations three time zones apart, so wall-clock handling shows. */

export const demoOrganizationName = 'Riverbend Health';

export type ServiceKey = 'initialAssessment' | 'individualTherapy' | 'medicationManagement' | 'familyTherapy';
export type LocationKey = 'downtown' | 'pacific';
export type ClinicianKey = 'chen' | 'okafor' | 'natarajan' | 'romero';
/** The places of service every demo location offers (CMS codes). */
export type PlaceKey = 'office' | 'telehealth';

export const demoServices: Readonly<
  Record<ServiceKey, { name: string; description: string; durationMinutes: number }>
> = {
  initialAssessment: {
    name: 'Initial Assessment',
    description: 'A first visit: history, screening and a treatment plan.',
    durationMinutes: 60,
  },
  individualTherapy: {
    name: 'Individual Therapy',
    description: 'A one-to-one psychotherapy session.',
    durationMinutes: 50,
  },
  medicationManagement: {
    name: 'Medication Management',
    description: 'A prescriber visit to review and adjust medication.',
    durationMinutes: 30,
  },
  familyTherapy: {
    name: 'Family Therapy',
    description: 'A session with the patient and family members.',
    durationMinutes: 60,
  },
};

export const demoPlacesOfService: Readonly<Record<PlaceKey, { code: string; name: string }>> = {
  office: { code: '11', name: 'Office' },
  telehealth: { code: '02', name: 'Telehealth' },
};

export interface DemoLocation {
  name: string;
  address: string;
  phone: string;
  timeZone: string;
  services: readonly ServiceKey[];
  /**
   * The location's formIds, offered to its patients: those a patient can fill in are the forms
   * they may start in the portal and the intake forms of the wizard. Staff may fill every form.
   */
  forms: readonly FormKey[];
}

export const demoLocations: Readonly<Record<LocationKey, DemoLocation>> = {
  downtown: {
    name: 'Riverbend Downtown',
    address: '400 N High St, Suite 210, Columbus, OH 43215',
    phone: '(614) 555-0100',
    timeZone: 'America/New_York',
    services: ['initialAssessment', 'individualTherapy', 'medicationManagement', 'familyTherapy'],
    forms: ['intake', 'phq9', 'consent', 'progressNote'],
  },
  pacific: {
    name: 'Riverbend Pacific',
    address: '1221 SW Yamhill St, Floor 3, Portland, OR 97205',
    phone: '(503) 555-0170',
    timeZone: 'America/Los_Angeles',
    services: ['initialAssessment', 'individualTherapy', 'medicationManagement'],
    forms: ['intake', 'phq9', 'consent', 'progressNote'],
  },
};

/** Weekly hours at one location, Monday to Friday, location wall clock "HH:mm". */
export interface DemoAvailability {
  location: LocationKey;
  startTime: string;
  endTime: string;
}

export interface DemoClinician {
  firstName: string;
  lastName: string;
  credentials: string;
  email: string;
  services: readonly ServiceKey[];
  availability: readonly DemoAvailability[];
}

export const demoClinicians: Readonly<Record<ClinicianKey, DemoClinician>> = {
  chen: {
    firstName: 'Maya',
    lastName: 'Chen',
    credentials: 'LCSW',
    email: 'maya.chen@example.org',
    services: ['initialAssessment', 'individualTherapy', 'familyTherapy'],
    availability: [{ location: 'downtown', startTime: '09:00', endTime: '17:00' }],
  },
  okafor: {
    firstName: 'David',
    lastName: 'Okafor',
    credentials: 'MD',
    email: 'david.okafor@example.org',
    services: ['initialAssessment', 'medicationManagement'],
    availability: [
      { location: 'downtown', startTime: '08:00', endTime: '12:00' },
      { location: 'pacific', startTime: '13:00', endTime: '17:00' },
    ],
  },
  natarajan: {
    firstName: 'Priya',
    lastName: 'Natarajan',
    credentials: 'PsyD',
    email: 'priya.natarajan@example.org',
    services: ['initialAssessment', 'individualTherapy'],
    availability: [{ location: 'pacific', startTime: '08:30', endTime: '16:30' }],
  },
  romero: {
    firstName: 'Luis',
    lastName: 'Romero',
    credentials: 'LMFT',
    email: 'luis.romero@example.org',
    services: ['individualTherapy', 'familyTherapy'],
    availability: [{ location: 'downtown', startTime: '12:00', endTime: '20:00' }],
  },
};

/** Monday to Friday (0 is Sunday, as in clinician_availability.weekday). */
export const demoWorkingWeekdays: readonly number[] = [1, 2, 3, 4, 5];
