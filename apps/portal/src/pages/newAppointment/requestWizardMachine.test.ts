import { describe, expect, it } from 'vitest';
import { toCreateBody } from './requestBody';
import {
  anyClinician,
  initialWizardState,
  requestWizardReducer,
  type WizardEvent,
  type WizardState,
} from './requestWizardMachine';

const today = '2026-11-22';
const run = (state: WizardState, ...events: WizardEvent[]) =>
  events.reduce((s, event) => requestWizardReducer(s, event, today), state);
const choose = (
  field: Extract<WizardEvent, { type: 'choose' }>['field'],
  value: string | null,
): WizardEvent => ({
  type: 'choose',
  field,
  value,
});
const next: WizardEvent = { type: 'next' };

const info = {
  firstName: 'Robin',
  lastName: 'Park',
  dateOfBirth: '1992-06-01',
  email: 'robin@example.org',
  phone: '(614) 555-0199',
};

/** A state at the date-and-time step with service, location, place and any clinician chosen. */
const atDateTime = () =>
  run(
    initialWizardState(),
    choose('serviceId', 's1'),
    next,
    choose('locationId', 'l1'),
    next,
    choose('placeOfServiceId', 'p1'),
    next,
    choose('clinicianId', anyClinician),
    next,
  );

describe('the request wizard machine', () => {
  it('walks the steps in the spec order', () => {
    expect(atDateTime().step).toBe('dateTime');
  });

  it('asks for a choice before leaving a step', () => {
    const state = run(initialWizardState(), next);
    expect(state.step).toBe('service');
    expect(state.errors).toEqual({ serviceId: 'wizard.errors.chooseService' });
  });

  it('asks for a date when none is chosen, then for a time', () => {
    const noDate = run(atDateTime(), next);
    expect(noDate.errors).toEqual({ date: 'wizard.errors.chooseDate' });
    const noTime = run(noDate, choose('date', '2026-11-25'), next);
    expect(noTime.errors).toEqual({ time: 'wizard.errors.chooseTime' });
    expect(run(noTime, choose('time', '09:00'), next).step).toBe('yourInformation');
  });

  it('clears the later choices when an earlier one changes, and must walk them again', () => {
    const chosen = run(atDateTime(), choose('date', '2026-11-25'), choose('time', '09:00'), next);
    const changed = run(chosen, { type: 'goTo', step: 'location' }, choose('locationId', 'l2'));
    expect(changed.data).toMatchObject({
      serviceId: 's1',
      locationId: 'l2',
      placeOfServiceId: null,
      date: null,
      time: null,
    });
    expect(run(changed, { type: 'goTo', step: 'yourInformation' }).step).toBe('location');
    // Choosing the same value again changes nothing.
    expect(run(chosen, choose('serviceId', 's1'))).toBe(chosen);
  });

  it('checks the visitor information', () => {
    const state = run(atDateTime(), choose('date', '2026-11-25'), choose('time', '09:00'), next, next);
    expect(state.errors).toMatchObject({
      firstName: 'wizard.errors.required',
      email: 'wizard.errors.required',
    });
    const bad = run(
      state,
      { type: 'editPatientInfo', patch: { ...info, email: 'nope', dateOfBirth: '2030-01-01' } },
      next,
    );
    expect(bad.errors).toEqual({ email: 'wizard.errors.email', dateOfBirth: 'dateOfBirth.future' });
  });

  it('clears a message as soon as its field is fixed, and adds none while filling', () => {
    const state = run(atDateTime(), choose('date', '2026-11-25'), choose('time', '09:00'), next, next);
    expect(state.errors.firstName).toBe('wizard.errors.required');
    const fixed = run(state, { type: 'editPatientInfo', patch: { firstName: 'Robin', zip: '9723' } });
    expect(fixed.errors.firstName).toBeUndefined();
    // The ZIP was not judged yet: its message waits for Next.
    expect(fixed.errors.zip).toBeUndefined();
    expect(fixed.errors.lastName).toBe('wizard.errors.required');
    expect(run(fixed, next).errors.zip).toBe('wizard.errors.zip');
  });

  it('keeps an unfinished or impossible date of birth and says what is wrong', () => {
    const state = run(atDateTime(), choose('date', '2026-11-25'), choose('time', '09:00'), next);
    const typed = (dateOfBirth: string) =>
      run(state, { type: 'editPatientInfo', patch: { ...info, dateOfBirth } }, next);
    expect(typed('04/12/19').errors).toEqual({ dateOfBirth: 'dateOfBirth.incomplete' });
    expect(typed('02/30/1990').errors).toEqual({ dateOfBirth: 'dateOfBirth.impossible' });
    expect(typed('04/12/19').data.patientInfo.dateOfBirth).toBe('04/12/19');
  });

  it('needs insurance details for the insurance payment method and refuses card numbers', () => {
    const atInsurance = run(
      atDateTime(),
      choose('date', '2026-11-25'),
      choose('time', '09:00'),
      next,
      { type: 'editPatientInfo', patch: info },
      next,
    );
    expect(atInsurance.step).toBe('insurance');
    const noInsurance = run(atInsurance, { type: 'editInsurance', patch: { hasInsurance: false } }, next);
    const insuranceMethod = run(noInsurance, { type: 'editPayment', patch: { method: 'insurance' } }, next);
    expect(insuranceMethod.errors).toEqual({ method: 'wizard.errors.insuranceNeeded' });
    const card = run(
      noInsurance,
      { type: 'editPayment', patch: { method: 'self-pay', notes: '4242 4242 4242 4242' } },
      next,
    );
    expect(card.errors).toEqual({ notes: 'wizard.errors.noCardNumbers' });
  });

  it('builds the request body of a completed wizard', () => {
    const done = run(
      atDateTime(),
      choose('date', '2026-11-25'),
      choose('time', '09:00'),
      next,
      { type: 'editPatientInfo', patch: info },
      next,
      {
        type: 'editInsurance',
        patch: {
          hasInsurance: true,
          memberId: ' M-1 ',
          relationship: 'Parent',
          subscriberFirstName: 'Ana',
          subscriberLastName: 'Park',
          subscriberDateOfBirth: '1960-02-02',
        },
      },
      next,
      { type: 'editPayment', patch: { method: 'insurance' } },
      next,
      next,
    );
    expect(done.step).toBe('confirmation');
    const intake = [{ formId: '5b0c2f7e-8f1e-4d8a-9a47-0f3b5f6a1c11', results: { name: 'Ana' } }];
    expect(toCreateBody(done.data, intake)).toMatchObject({
      clinicianId: null,
      start: '2026-11-25T09:00',
      insurance: { memberId: 'M-1', subscriber: { relationship: 'Parent', firstName: 'Ana' } },
      paymentInfo: { method: 'insurance' },
      intakeDocuments: intake,
    });
  });

  it('goes back to date and time with the time cleared when the slot was taken', () => {
    const refused = run(atDateTime(), choose('date', '2026-11-25'), choose('time', '09:00'), next, {
      type: 'slotRefused',
    });
    expect(refused).toMatchObject({ step: 'dateTime', errors: { time: 'wizard.errors.slotTaken' } });
    expect(refused.data.date).toBe('2026-11-25');
    expect(refused.data.time).toBeNull();
  });

  it('a reschedule starts on date and time with the appointment’s choices, and the body names it', () => {
    const from = { id: 'a1', serviceId: 's1', locationId: 'l1', placeOfServiceId: 'p1', clinicianId: null };
    const moved = run(initialWizardState(), { type: 'reschedule', from });
    expect(moved).toMatchObject({
      step: 'dateTime',
      reached: 4,
      data: { serviceId: 's1', locationId: 'l1', placeOfServiceId: 'p1', clinicianId: anyClinician },
    });
    // The earlier steps stay open to change.
    expect(run(moved, { type: 'goTo', step: 'service' }).step).toBe('service');
    const done = run(
      moved,
      choose('date', '2026-11-25'),
      choose('time', '10:00'),
      next,
      { type: 'editPatientInfo', patch: info },
      next,
      { type: 'editInsurance', patch: { hasInsurance: false } },
      next,
      { type: 'editPayment', patch: { method: 'self-pay' } },
      next,
      next,
    );
    expect(toCreateBody(done.data, [])).toMatchObject({ rescheduleOfAppointmentId: 'a1', clinicianId: null });
    // Without a place of service on record the patient picks one first.
    expect(
      run(initialWizardState(), { type: 'reschedule', from: { ...from, placeOfServiceId: null } }).step,
    ).toBe('placeOfService');
  });
});
