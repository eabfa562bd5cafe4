import type { Appointment } from '@clinic/api-contract';
import { describe, expect, it } from 'vitest';
import { joinableVideoVisit } from './joinableVideoVisit';

const room = 'https://meet.example.org/room-1';
const visit = { isUpcoming: true, status: 'Show', telehealth: true, videoVisitUrl: room } as Appointment;

describe('Join video visit', () => {
  it('is the link of an upcoming scheduled telehealth visit', () => {
    expect(joinableVideoVisit(visit)).toBe(room);
  });

  it('is not offered for a past, cancelled or in-person visit, one without a link, or a link not https', () => {
    expect(joinableVideoVisit({ ...visit, isUpcoming: false })).toBeNull();
    expect(joinableVideoVisit({ ...visit, status: 'Cancelled' })).toBeNull();
    expect(joinableVideoVisit({ ...visit, telehealth: false })).toBeNull();
    expect(joinableVideoVisit({ ...visit, videoVisitUrl: null })).toBeNull();
    expect(joinableVideoVisit({ ...visit, videoVisitUrl: 'javascript:alert(1)' })).toBeNull();
  });
});
