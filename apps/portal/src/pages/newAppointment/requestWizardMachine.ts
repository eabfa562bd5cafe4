/**
 * The 'Request an appointment' wizard as a pure state machine (modelled on cal.com's booking
 * flow): each step is left only when its choices are valid; changing an early choice clears
 * the later ones that depended on it. The page renders the current step and dispatches events;
 * errors are i18n keys so that the machine knows no language.
 */

import { dateOfBirthMessageKey, dateOfBirthProblem } from '../../app/dateOfBirth/dateOfBirthValue';
import { addressErrors } from './addressRules';
import { shownErrors } from './shownErrors';

export const wizardSteps = [
  'service',
  'location',
  'placeOfService',
  'clinician',
  'dateTime',
  'yourInformation',
  'insurance',
  'paymentInfo',
  'intake',
  'confirmation',
] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** The clinician choice meaning "whoever is free" (sent as null). */
export const anyClinician = 'any';

export const paymentMethods = ['insurance', 'self-pay', 'sliding-scale', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The relationship meaning the patient holds the policy (no subscriber details needed). */
export const selfRelationship = 'Self';

export interface PatientInfoDraft {
  firstName: string;
  middleName: string;
  lastName: string;
  /** YYYY-MM-DD once a real date is typed, else the text as typed (app/dateOfBirth). */
  dateOfBirth: string;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
}

export interface InsuranceDraft {
  /** null until the visitor answers whether they have insurance. */
  hasInsurance: boolean | null;
  companyId: string | null;
  memberId: string;
  groupNumber: string;
  relationship: string;
  subscriberFirstName: string;
  subscriberLastName: string;
  subscriberDateOfBirth: string;
}

export interface PaymentDraft {
  method: PaymentMethod | null;
  notes: string;
}

export interface WizardData {
  serviceId: string | null;
  locationId: string | null;
  placeOfServiceId: string | null;
  /** A clinician id, anyClinician, or null while not chosen. */
  clinicianId: string | null;
  /** YYYY-MM-DD at the location. */
  date: string | null;
  /** HH:mm at the location. */
  time: string | null;
  patientInfo: PatientInfoDraft;
  insurance: InsuranceDraft;
  payment: PaymentDraft;
  /** Set when the request moves one of the patient's appointments (Appointments → Reschedule). */
  rescheduleOfAppointmentId?: string;
}

/** The appointment a reschedule starts from: its choices prefill the wizard. */
export interface RescheduleFrom {
  id: string;
  serviceId: string;
  locationId: string;
  placeOfServiceId: string | null;
  /** null: any clinician. */
  clinicianId: string | null;
}

/** Field name to the i18n key of its message. */
export type WizardErrors = Readonly<Record<string, string>>;

export interface WizardState {
  step: WizardStep;
  data: WizardData;
  errors: WizardErrors;
  /** Index of the furthest step reached: steps up to it may be revisited directly. */
  reached: number;
}

export type SlotField = 'serviceId' | 'locationId' | 'placeOfServiceId' | 'clinicianId' | 'date' | 'time';

export type WizardEvent =
  | { type: 'choose'; field: SlotField; value: string | null }
  | { type: 'editPatientInfo'; patch: Partial<PatientInfoDraft> }
  | { type: 'editInsurance'; patch: Partial<InsuranceDraft> }
  | { type: 'editPayment'; patch: Partial<PaymentDraft> }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; step: WizardStep }
  /** The server refused the slot (taken meanwhile): back to date and time with the time cleared. */
  | { type: 'slotRefused' }
  /** Reschedule: the old appointment's choices, then straight to a new date and time. */
  | { type: 'reschedule'; from: RescheduleFrom };

/** What each slot choice invalidates when it changes (the later choices depend on it). */
const dependants: Readonly<Record<SlotField, readonly SlotField[]>> = {
  serviceId: ['locationId', 'placeOfServiceId', 'clinicianId', 'date', 'time'],
  locationId: ['placeOfServiceId', 'clinicianId', 'date', 'time'],
  placeOfServiceId: [],
  clinicianId: ['date', 'time'],
  date: ['time'],
  time: [],
};

/** The step that asks for each slot choice. */
const stepOfField: Readonly<Record<SlotField, WizardStep>> = {
  serviceId: 'service',
  locationId: 'location',
  placeOfServiceId: 'placeOfService',
  clinicianId: 'clinician',
  date: 'dateTime',
  time: 'dateTime',
};

const emptyPatientInfo: PatientInfoDraft = {
  firstName: '',
  middleName: '',
  lastName: '',
  dateOfBirth: '',
  email: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
};

export function initialWizardState(): WizardState {
  return {
    step: 'service',
    errors: {},
    reached: 0,
    data: {
      serviceId: null,
      locationId: null,
      placeOfServiceId: null,
      clinicianId: null,
      date: null,
      time: null,
      patientInfo: emptyPatientInfo,
      insurance: {
        hasInsurance: null,
        companyId: null,
        memberId: '',
        groupNumber: '',
        relationship: selfRelationship,
        subscriberFirstName: '',
        subscriberLastName: '',
        subscriberDateOfBirth: '',
      },
      payment: { method: null, notes: '' },
    },
  };
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The API's phone rule (appointmentRequestPatientInfoSchema). */
const phonePattern = /^[+()\d .-]{7,30}$/;
/** The API refuses card-like numbers in the request flow; say so before sending. */
const cardLikeNumber = /\d(?:[ -]?\d){12,18}/;

/** The message key of a date of birth's problem (the portal's one rule), or undefined. */
function dateOfBirthError(value: string, today: string): string | undefined {
  const problem = dateOfBirthProblem(value, today);
  return problem ? dateOfBirthMessageKey(problem) : undefined;
}

export function patientInfoErrors(info: PatientInfoDraft, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!info.firstName.trim()) errors.firstName = 'wizard.errors.required';
  if (!info.lastName.trim()) errors.lastName = 'wizard.errors.required';
  const dateOfBirth = dateOfBirthError(info.dateOfBirth, today);
  if (dateOfBirth) errors.dateOfBirth = dateOfBirth;
  if (!info.email.trim()) errors.email = 'wizard.errors.required';
  else if (!emailPattern.test(info.email.trim())) errors.email = 'wizard.errors.email';
  if (!info.phone.trim()) errors.phone = 'wizard.errors.required';
  else if (!phonePattern.test(info.phone.trim())) errors.phone = 'wizard.errors.phone';
  return { ...errors, ...addressErrors(info) };
}

export function insuranceErrors(insurance: InsuranceDraft, today: string): Record<string, string> {
  if (insurance.hasInsurance === null) return { hasInsurance: 'wizard.errors.hasInsurance' };
  if (!insurance.hasInsurance) return {};
  const errors: Record<string, string> = {};
  if (!insurance.memberId.trim()) errors.memberId = 'wizard.errors.required';
  if (!insurance.relationship) errors.relationship = 'wizard.errors.required';
  else if (insurance.relationship !== selfRelationship) {
    if (!insurance.subscriberFirstName.trim()) errors.subscriberFirstName = 'wizard.errors.required';
    if (!insurance.subscriberLastName.trim()) errors.subscriberLastName = 'wizard.errors.required';
    const dateOfBirth = dateOfBirthError(insurance.subscriberDateOfBirth, today);
    if (dateOfBirth) errors.subscriberDateOfBirth = dateOfBirth;
  }
  return errors;
}

function paymentErrors(data: WizardData): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!data.payment.method) errors.method = 'wizard.errors.paymentMethod';
  else if (data.payment.method === 'insurance' && data.insurance.hasInsurance !== true)
    errors.method = 'wizard.errors.insuranceNeeded';
  if (cardLikeNumber.test(data.payment.notes)) errors.notes = 'wizard.errors.noCardNumbers';
  return errors;
}

/** The problems that keep the visitor on `step`; empty when it may be left forward. */
export function stepErrors(step: WizardStep, data: WizardData, today: string): WizardErrors {
  switch (step) {
    case 'service':
      return data.serviceId ? {} : { serviceId: 'wizard.errors.chooseService' };
    case 'location':
      return data.locationId ? {} : { locationId: 'wizard.errors.chooseLocation' };
    case 'placeOfService':
      return data.placeOfServiceId ? {} : { placeOfServiceId: 'wizard.errors.choosePlace' };
    case 'clinician':
      return data.clinicianId ? {} : { clinicianId: 'wizard.errors.chooseClinician' };
    case 'dateTime':
      if (!data.date) return { date: 'wizard.errors.chooseDate' };
      return data.time ? {} : { time: 'wizard.errors.chooseTime' };
    case 'yourInformation':
      return patientInfoErrors(data.patientInfo, today);
    case 'insurance':
      return insuranceErrors(data.insurance, today);
    case 'paymentInfo':
      return paymentErrors(data);
    case 'intake':
    case 'confirmation':
      return {};
  }
}

const indexOf = (step: WizardStep) => wizardSteps.indexOf(step);

function chooseSlot(state: WizardState, field: SlotField, value: string | null): WizardState {
  if (state.data[field] === value) return state;
  const data: WizardData = { ...state.data, [field]: value };
  for (const dependant of dependants[field]) data[dependant] = null;
  // Later steps must be walked again once a choice they depend on changed.
  const reached =
    dependants[field].length > 0 ? Math.min(state.reached, indexOf(stepOfField[field])) : state.reached;
  const { [field]: _cleared, ...errors } = state.errors;
  return { ...state, data, errors, reached };
}

/** An answer changed: the messages shown follow it (a fixed field's goes at once). */
function edited(state: WizardState, data: WizardData, today: string): WizardState {
  return { ...state, data, errors: shownErrors(state.errors, stepErrors(state.step, data, today)) };
}

/** `today` (YYYY-MM-DD) judges dates of birth. */
export function requestWizardReducer(state: WizardState, event: WizardEvent, today: string): WizardState {
  switch (event.type) {
    case 'choose':
      return chooseSlot(state, event.field, event.value);
    case 'editPatientInfo':
      return edited(
        state,
        { ...state.data, patientInfo: { ...state.data.patientInfo, ...event.patch } },
        today,
      );
    case 'editInsurance':
      return edited(state, { ...state.data, insurance: { ...state.data.insurance, ...event.patch } }, today);
    case 'editPayment':
      return edited(state, { ...state.data, payment: { ...state.data.payment, ...event.patch } }, today);
    case 'next': {
      const errors = stepErrors(state.step, state.data, today);
      if (Object.keys(errors).length > 0) return { ...state, errors };
      const nextIndex = Math.min(indexOf(state.step) + 1, wizardSteps.length - 1);
      const step = wizardSteps[nextIndex] ?? state.step;
      return { ...state, step, errors: {}, reached: Math.max(state.reached, nextIndex) };
    }
    case 'back': {
      const step = wizardSteps[Math.max(indexOf(state.step) - 1, 0)] ?? state.step;
      return { ...state, step, errors: {} };
    }
    case 'goTo':
      return indexOf(event.step) <= state.reached ? { ...state, step: event.step, errors: {} } : state;
    case 'reschedule': {
      const { from } = event;
      const data: WizardData = {
        ...state.data,
        serviceId: from.serviceId,
        locationId: from.locationId,
        placeOfServiceId: from.placeOfServiceId,
        clinicianId: from.clinicianId ?? anyClinician,
        date: null,
        time: null,
        rescheduleOfAppointmentId: from.id,
      };
      // Without a place of service on record the patient picks one; the steps before stay reachable.
      const step: WizardStep = from.placeOfServiceId ? 'dateTime' : 'placeOfService';
      return { ...state, data, step, errors: {}, reached: indexOf(step) };
    }
    case 'slotRefused': {
      const data = { ...state.data, time: null };
      return {
        ...state,
        data,
        step: 'dateTime',
        reached: indexOf('dateTime'),
        errors: { time: 'wizard.errors.slotTaken' },
      };
    }
  }
}
