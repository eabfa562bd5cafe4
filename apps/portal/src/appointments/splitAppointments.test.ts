import { describe, expect, it } from 'vitest';
import { durationMinutes, isUpcoming, splitAppointments } from './splitAppointments';

const at = (start: string, end: string, status = 'Show', timeZone = 'America/New_York') => ({
  appointmentDate: start,
  appointmentEndDate: end,
  status,
  timeZone,
});

// 15:00 UTC is 10:00 in New York (EST).
const now = new Date('2025-03-05T15:00:00Z');

describe('splitAppointments', () => {
  it('counts an appointment as upcoming while its end is after the location time', () => {
    expect(isUpcoming(at('2025-03-05T09:30:00', '2025-03-05T10:30:00'), now)).toBe(true);
    expect(isUpcoming(at('2025-03-05T09:00:00', '2025-03-05T10:00:00'), now)).toBe(false);
    expect(isUpcoming(at('2025-03-05T14:00:00', '2025-03-05T16:00:00', 'Show', 'UTC'), now)).toBe(true);
  });

  it('reads an end earlier than the start as the next day', () => {
    expect(isUpcoming(at('2025-03-04T23:00:00', '2025-03-04T01:00:00'), now)).toBe(false);
    expect(isUpcoming(at('2025-03-05T09:00:00', '2025-03-05T08:00:00'), now)).toBe(true);
    expect(durationMinutes(at('2025-03-05T23:30:00', '2025-03-05T00:15:00'))).toBe(45);
  });

  it('sorts upcoming soonest first and past newest first; next is the first upcoming Show', () => {
    const early = at('2025-03-06T09:00:00', '2025-03-06T10:00:00', 'Cancelled');
    const later = at('2025-03-07T09:00:00', '2025-03-07T10:00:00');
    const old = at('2025-03-01T09:00:00', '2025-03-01T10:00:00');
    const older = at('2025-02-01T09:00:00', '2025-02-01T10:00:00');
    const split = splitAppointments([later, older, early, old], now);
    expect(split.upcoming).toEqual([early, later]);
    expect(split.past).toEqual([old, older]);
    expect(split.next).toBe(later);
  });

  it('has no next appointment without an upcoming Show', () => {
    expect(
      splitAppointments([at('2025-03-06T09:00:00', '2025-03-06T10:00:00', 'NoShow')], now).next,
    ).toBeNull();
  });

  it('treats an all-day appointment (same start and end) as zero minutes', () => {
    expect(durationMinutes(at('2025-03-06T00:00:00', '2025-03-06T00:00:00'))).toBe(0);
  });
});
