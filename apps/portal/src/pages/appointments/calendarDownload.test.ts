import type { Appointment } from '@clinic/api-contract';
import { describe, expect, it } from 'vitest';
import { appointmentCalendarPath, offersCalendar } from './calendarDownload';

const appointment = { id: 'a/b', isUpcoming: true, status: 'Show' } as Appointment;

describe('Add to calendar', () => {
  it('is offered for an upcoming scheduled appointment only', () => {
    expect(offersCalendar(appointment)).toBe(true);
    expect(offersCalendar({ ...appointment, isUpcoming: false })).toBe(false);
    expect(offersCalendar({ ...appointment, status: 'Cancelled' })).toBe(false);
  });

  it("asks the server for that appointment's file, the id kept inside its path segment", () => {
    expect(appointmentCalendarPath(appointment.id)).toBe('/api/portal/Appointments/a%2Fb/Calendar');
  });
});
