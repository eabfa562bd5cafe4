import type {
  AppointmentRequestCreateBody,
  AppointmentRequestInsurance,
  AppointmentRequestPatientInfo,
} from '@clinic/api-contract';
import {
  anyClinician,
  type InsuranceDraft,
  type PatientInfoDraft,
  selfRelationship,
  type WizardData,
} from './requestWizardMachine';

/** Empty optional texts are left out rather than sent as ''. */
function optional(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function toPatientInfo(info: PatientInfoDraft): AppointmentRequestPatientInfo {
  return {
    firstName: info.firstName.trim(),
    middleName: optional(info.middleName),
    lastName: info.lastName.trim(),
    dateOfBirth: info.dateOfBirth,
    email: info.email.trim(),
    phone: info.phone.trim(),
    addressLine1: optional(info.addressLine1),
    addressLine2: optional(info.addressLine2),
    city: optional(info.city),
    state: optional(info.state),
    zip: optional(info.zip),
  };
}

export function toInsurance(insurance: InsuranceDraft): AppointmentRequestInsurance | undefined {
  if (!insurance.hasInsurance) return undefined;
  return {
    companyId: insurance.companyId,
    memberId: insurance.memberId.trim(),
    groupNumber: optional(insurance.groupNumber),
    subscriber:
      insurance.relationship === selfRelationship
        ? undefined
        : {
            relationship: insurance.relationship,
            firstName: insurance.subscriberFirstName.trim(),
            lastName: insurance.subscriberLastName.trim(),
            dateOfBirth: insurance.subscriberDateOfBirth,
          },
  };
}

/**
 * The PUT AppointmentRequests body of a completed wizard (every step valid) with its filled
 * intake forms and the hold keeping its time.
 */
export function toCreateBody(
  data: WizardData,
  intakeDocuments: AppointmentRequestCreateBody['intakeDocuments'],
  holdId?: string,
): AppointmentRequestCreateBody {
  const { serviceId, locationId, placeOfServiceId, clinicianId, date, time, payment } = data;
  if (!serviceId || !locationId || !placeOfServiceId || !clinicianId || !date || !time || !payment.method) {
    throw new Error('toCreateBody: the wizard is not complete');
  }
  return {
    serviceId,
    locationId,
    placeOfServiceId,
    clinicianId: clinicianId === anyClinician ? null : clinicianId,
    start: `${date}T${time}`,
    patientInfo: toPatientInfo(data.patientInfo),
    insurance: toInsurance(data.insurance),
    paymentInfo: { method: payment.method, notes: optional(payment.notes) },
    intakeDocuments,
    rescheduleOfAppointmentId: data.rescheduleOfAppointmentId,
    ...(holdId ? { holdId } : {}),
  };
}
