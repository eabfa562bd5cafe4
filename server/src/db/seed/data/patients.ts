import type { ClinicianKey, LocationKey, PlaceKey, ServiceKey } from './clinic';
import type { FormKey } from './forms';

export type PatientKey = 'alex' | 'sam' | 'jordan';

/** Days are counted from "today" at the patient's location; weekend days move to the nearest weekday. */
export interface DemoAppointment {
  dayOffset: number;
  /** Location wall clock, "HH:mm". */
  time: string;
  service: ServiceKey;
  clinician: ClinicianKey;
  place: PlaceKey;
  status: 'Show' | 'Cancelled' | 'NoShow';
  notes?: string;
}

export interface DemoDocument {
  form: FormKey;
  status: 'Draft' | 'Completed';
  /** When it was shared with the portal (and created). */
  daysAgo: number;
  /** For a completed assessment: the chosen weight of each AssessmentQuestion, in order. */
  assessmentValues?: readonly number[];
}

/** A statement line: exactly one of charges or payments; the running balance is computed. */
export interface DemoLedgerLine {
  dayOffset: number;
  description: string;
  details: string;
  chargesCents?: number;
  paymentsCents?: number;
}

export interface DemoPatient {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  accountNumber: string;
  mrn: string;
  email: string;
  phone: string;
  addressLine1: string;
  city: string;
  state: string;
  zip: string;
  gender: string;
  location: LocationKey;
  episode: { number: string; startDayOffset: number };
  appointments: readonly DemoAppointment[];
  documents: readonly DemoDocument[];
  /** In date order; the last running balance is the patient's balance. */
  ledger: readonly DemoLedgerLine[];
}

export const demoPatients: Readonly<Record<PatientKey, DemoPatient>> = {
  alex: {
    firstName: 'Alex',
    lastName: 'Rivera',
    dateOfBirth: '1990-04-12',
    accountNumber: '100231',
    mrn: 'MRN-000231',
    email: 'demo@example.org',
    phone: '(614) 555-0142',
    addressLine1: '88 E Gay St, Apt 4B',
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
    gender: 'Female',
    location: 'downtown',
    episode: { number: 'EOC-1001', startDayOffset: -35 },
    appointments: [
      {
        dayOffset: -35,
        time: '10:00',
        service: 'initialAssessment',
        clinician: 'chen',
        place: 'office',
        status: 'Show',
      },
      {
        dayOffset: -21,
        time: '11:00',
        service: 'individualTherapy',
        clinician: 'chen',
        place: 'office',
        status: 'Show',
      },
      {
        dayOffset: -7,
        time: '14:00',
        service: 'individualTherapy',
        clinician: 'chen',
        place: 'telehealth',
        status: 'Cancelled',
        notes: 'Cancelled by patient: work conflict.',
      },
      {
        dayOffset: 3,
        time: '10:00',
        service: 'individualTherapy',
        clinician: 'chen',
        place: 'telehealth',
        status: 'Show',
      },
      {
        dayOffset: 10,
        time: '09:00',
        service: 'medicationManagement',
        clinician: 'okafor',
        place: 'office',
        status: 'Show',
      },
    ],
    documents: [
      // PHQ-9 items 1–9 (total 7, mild), then "Somewhat difficult".
      { form: 'phq9', status: 'Completed', daysAgo: 21, assessmentValues: [1, 1, 2, 1, 0, 1, 1, 0, 0, 1] },
      { form: 'intake', status: 'Draft', daysAgo: 2 },
      { form: 'phq9', status: 'Draft', daysAgo: 2 },
      { form: 'consent', status: 'Draft', daysAgo: 2 },
    ],
    ledger: [
      { dayOffset: -35, description: 'Initial Assessment', details: 'CPT 90791', chargesCents: 20_000 },
      {
        dayOffset: -30,
        description: 'Insurance payment',
        details: 'Aetna EOB #A-55812',
        paymentsCents: 15_000,
      },
      { dayOffset: -28, description: 'Patient payment', details: 'Visa ending 4242', paymentsCents: 5_000 },
      { dayOffset: -21, description: 'Individual Therapy', details: 'CPT 90834', chargesCents: 15_000 },
      { dayOffset: -20, description: 'Copay', details: 'Visa ending 4242', paymentsCents: 2_500 },
    ],
  },
  sam: {
    firstName: 'Sam',
    lastName: 'Rivera',
    dateOfBirth: '2015-09-30',
    accountNumber: '100232',
    mrn: 'MRN-000232',
    // A minor: the portal contact is the parent's address.
    email: 'demo@example.org',
    phone: '(614) 555-0142',
    addressLine1: '88 E Gay St, Apt 4B',
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
    gender: 'Male',
    location: 'downtown',
    episode: { number: 'EOC-1002', startDayOffset: -42 },
    appointments: [
      {
        dayOffset: -42,
        time: '15:00',
        service: 'initialAssessment',
        clinician: 'chen',
        place: 'office',
        status: 'Show',
      },
      {
        dayOffset: -14,
        time: '16:00',
        service: 'familyTherapy',
        clinician: 'romero',
        place: 'office',
        status: 'Show',
      },
      {
        dayOffset: 4,
        time: '16:00',
        service: 'familyTherapy',
        clinician: 'romero',
        place: 'office',
        status: 'Show',
      },
      {
        dayOffset: 18,
        time: '16:00',
        service: 'familyTherapy',
        clinician: 'romero',
        place: 'telehealth',
        status: 'Show',
      },
    ],
    documents: [
      { form: 'intake', status: 'Draft', daysAgo: 1 },
      { form: 'consent', status: 'Draft', daysAgo: 1 },
    ],
    ledger: [
      { dayOffset: -42, description: 'Initial Assessment', details: 'CPT 90791', chargesCents: 20_000 },
      {
        dayOffset: -38,
        description: 'Insurance payment',
        details: 'Aetna EOB #A-56120',
        paymentsCents: 16_000,
      },
      { dayOffset: -14, description: 'Family Therapy', details: 'CPT 90847', chargesCents: 12_000 },
      {
        dayOffset: -10,
        description: 'Insurance payment',
        details: 'Aetna EOB #A-57744',
        paymentsCents: 12_000,
      },
    ],
  },
  jordan: {
    firstName: 'Jordan',
    lastName: 'Lee',
    dateOfBirth: '1985-01-20',
    accountNumber: '100845',
    mrn: 'MRN-000845',
    email: 'jordan@example.org',
    phone: '(503) 555-0199',
    addressLine1: '2130 NE Broadway',
    city: 'Portland',
    state: 'OR',
    zip: '97232',
    gender: 'Non-binary',
    location: 'pacific',
    episode: { number: 'EOC-1003', startDayOffset: -28 },
    appointments: [
      {
        dayOffset: -28,
        time: '09:00',
        service: 'initialAssessment',
        clinician: 'natarajan',
        place: 'office',
        status: 'Show',
      },
      {
        dayOffset: -6,
        time: '13:30',
        service: 'medicationManagement',
        clinician: 'okafor',
        place: 'telehealth',
        status: 'NoShow',
      },
      {
        dayOffset: 2,
        time: '11:00',
        service: 'individualTherapy',
        clinician: 'natarajan',
        place: 'telehealth',
        status: 'Show',
      },
      {
        dayOffset: 9,
        time: '14:00',
        service: 'medicationManagement',
        clinician: 'okafor',
        place: 'office',
        status: 'Show',
      },
    ],
    documents: [{ form: 'phq9', status: 'Draft', daysAgo: 3 }],
    ledger: [
      { dayOffset: -28, description: 'Initial Assessment', details: 'CPT 90791', chargesCents: 20_000 },
      {
        dayOffset: -24,
        description: 'Insurance payment',
        details: 'Regence BlueCross BlueShield of Oregon EOB #R-20931',
        paymentsCents: 18_000,
      },
      {
        dayOffset: -22,
        description: 'Patient payment',
        details: 'Mastercard ending 5100',
        paymentsCents: 2_000,
      },
      {
        dayOffset: -6,
        description: 'Missed appointment fee',
        details: 'No-show, Medication Management',
        chargesCents: 5_000,
      },
      {
        dayOffset: -5,
        description: 'Patient payment',
        details: 'Mastercard ending 5100',
        paymentsCents: 5_000,
      },
    ],
  },
};

/** Portal sign-ins and the patients each may act for: one family login, one single-patient login. */
export const demoPortalLogins: ReadonlyArray<{ email: string; patients: readonly PatientKey[] }> = [
  { email: 'demo@example.org', patients: ['alex', 'sam'] },
  { email: 'jordan@example.org', patients: ['jordan'] },
];
