/** "First Middle Last": how a patient is named in the inbox and in messages. */
export function patientDisplayName(patient: {
  firstName: string;
  middleName: string;
  lastName: string;
}): string {
  return [patient.firstName, patient.middleName, patient.lastName].filter((part) => part !== '').join(' ');
}

/** "First Last, Credentials": how a staff member signs what they send. */
export function staffDisplayName(staff: {
  firstName: string;
  lastName: string;
  credentials: string;
}): string {
  const name = `${staff.firstName} ${staff.lastName}`;
  return staff.credentials ? `${name}, ${staff.credentials}` : name;
}
