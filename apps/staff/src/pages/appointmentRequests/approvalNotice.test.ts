import type { AppointmentRequestDetail } from '@clinic/api-contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { approvalNotice } from './approvalNotice';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: en } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});

const registration = (loginLink: AppointmentRequestDetail['loginLink']) => ({
  serviceId: null,
  requestedStart: null,
  patientInfo: { email: 'jordan@example.org' },
  loginLink,
});

const jordan = { firstName: 'Jordan', lastName: 'Lee' };

describe('approvalNotice', () => {
  it('says what approval made and where portal access stands', () => {
    expect(approvalNotice(i18n.t, registration('linked'), null)).toBe(
      'The registration was approved: the patient and their portal login were created.',
    );
    expect(approvalNotice(i18n.t, registration('linked'), jordan)).toBe(
      'The registration was linked to the chart of Jordan Lee.',
    );
    expect(approvalNotice(i18n.t, registration('awaitingOwner'), null)).toBe(
      'The registration was approved: the patient was created. jordan@example.org already has a portal login: its owner was e-mailed to confirm adding this patient.',
    );
    expect(
      approvalNotice(
        i18n.t,
        { ...registration('notLinked'), serviceId: 'service', requestedStart: '2025-03-04T08:30:00' },
        jordan,
      ),
    ).toMatch(
      /^The request was approved and the appointment booked on the chart of Jordan Lee\. No portal access/,
    );
  });
});
