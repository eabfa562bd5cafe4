/**
 * The clinic that e2e/tests/clinicFromEmptyDatabase.spec.ts sets up from an empty database
 * (SEED=none), shared by the spec and its day at the desk (emptyClinicDay.ts).
 */

export const clinic = {
  name: 'Harbour Light Clinic',
  location: 'Harbour Light Main Street',
  service: 'Initial Consultation',
  place: 'Office',
  clinician: { first: 'Morgan', last: 'Reyes', credentials: 'MD' },
  form: 'New patient questionnaire',
};

/** The clinic's own administrator, who replaces the generic first account. */
export const manager = {
  first: 'Dana',
  last: 'Whitfield',
  email: 'dana@harbourlight.example',
  password: 'harbour-light-2026',
  ownPassword: 'only-dana-knows-this',
};

export const patient = {
  first: 'Taylor',
  last: 'Brooks',
  dateOfBirth: '1991-07-23',
  email: 'taylor@example.org',
  phone: '(503) 555-0142',
};

export const patientName = `${patient.first} ${patient.last}`;
