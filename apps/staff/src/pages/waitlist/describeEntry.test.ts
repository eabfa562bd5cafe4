import type { CoreWaitlistEntry } from '@clinic/api-contract';
import { describe, expect, it } from 'vitest';
import { describeEntryTimes } from './describeEntry';

const entry = (change: Partial<CoreWaitlistEntry>): CoreWaitlistEntry => ({
  id: '00000000-0000-4000-8000-000000000001',
  status: 'waiting',
  serviceId: null,
  serviceName: null,
  locationId: null,
  locationName: null,
  clinicianId: null,
  clinicianName: null,
  currentAppointmentId: null,
  earliestDate: null,
  latestDate: null,
  daysOfWeek: [],
  partsOfDay: [],
  createdAt: '2025-03-03T12:00:00.000Z',
  patientId: '00000000-0000-4000-8000-000000000002',
  patientName: 'Jordan Lee',
  patientMrn: 'MRN-1',
  offers: [],
  ...change,
});

describe('describeEntryTimes', () => {
  it('says any day and any time when nothing was chosen', () => {
    expect(describeEntryTimes(entry({}))).toBe('Any day · Any time');
  });

  it('names the days, the parts of the day and the dates that suit', () => {
    expect(
      describeEntryTimes(
        entry({
          daysOfWeek: [1, 3],
          partsOfDay: ['morning'],
          earliestDate: '2025-03-10',
          latestDate: '2025-04-30',
        }),
      ),
    ).toBe('Monday, Wednesday · Morning (before 12 PM) · 03/10/2025 to 04/30/2025');
    expect(describeEntryTimes(entry({ latestDate: '2025-04-30' }))).toBe(
      'Any day · Any time · Until 04/30/2025',
    );
  });
});
