import { describe, expect, it } from 'vitest';
import { isUpcoming } from './isUpcoming';

const now = new Date('2025-03-03T12:00:00Z');

describe('isUpcoming (portal.md section 4)', () => {
  it("compares the end with UTC now shifted to the location's wall clock", () => {
    // 12:00 UTC is 04:00 at UTC-8: an appointment ending 05:00 there is still ahead.
    expect(
      isUpcoming(
        { appointmentDate: '2025-03-03 04:30:00', appointmentEndDate: '2025-03-03 05:00:00' },
        'America/Los_Angeles',
        now,
      ),
    ).toBe(true);
    // The same digits at UTC+0 ended seven hours ago.
    expect(
      isUpcoming(
        { appointmentDate: '2025-03-03 04:30:00', appointmentEndDate: '2025-03-03 05:00:00' },
        'UTC',
        now,
      ),
    ).toBe(false);
    // Half-hour shifts count too: 12:00 UTC is 17:30 at UTC+5.5.
    expect(
      isUpcoming(
        { appointmentDate: '2025-03-03 17:00:00', appointmentEndDate: '2025-03-03 17:45:00' },
        'Asia/Kolkata',
        now,
      ),
    ).toBe(true);
    expect(
      isUpcoming(
        { appointmentDate: '2025-03-03 17:00:00', appointmentEndDate: '2025-03-03 17:30:00' },
        'Asia/Kolkata',
        now,
      ),
    ).toBe(false);
  });

  it('counts an end earlier than the start as the next day', () => {
    const overnight = { appointmentDate: '2025-03-03 02:00:00', appointmentEndDate: '2025-03-03 00:30:00' };
    expect(isUpcoming(overnight, 'America/Los_Angeles', now)).toBe(true);
    expect(isUpcoming(overnight, 'America/Los_Angeles', new Date('2025-03-04T09:00:00Z'))).toBe(false);
  });
});
