/** What an external service is told of a patient when the patient is synced to it. */
export interface IntegrationPatient {
  /** Our patient id: the service keeps it as its external reference, so a second sync finds the same record. */
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  sex: string;
  phone: string | null;
  addressLine1: string;
  city: string;
  state: string;
  zip: string;
}
