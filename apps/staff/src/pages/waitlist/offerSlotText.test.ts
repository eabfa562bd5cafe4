import { describe, expect, it } from 'vitest';
import { offerSlotText } from './offerSlotText';

describe('offerSlotText', () => {
  const offer = {
    id: '00000000-0000-4000-8000-000000000001',
    status: 'offered',
    date: '2025-03-07',
    time: '16:00',
    endTime: '17:00',
    clinicianName: 'Luis Romero, LMFT',
    locationName: 'Riverbend Downtown',
    expiresAt: '2025-03-03T14:00:00.000Z',
    respondedAt: null,
    createdAt: '2025-03-03T12:00:00.000Z',
    timeZone: 'America/New_York',
  } as const;
  it('reads the slot as the location has it, with whom and where', () => {
    expect(offerSlotText(offer, 'en', 'America/New_York')).toBe(
      '03/07/2025 04:00 PM – 05:00 PM · Luis Romero, LMFT · Riverbend Downtown',
    );
  });
  it('names the location’s zone for a viewer elsewhere', () => {
    expect(offerSlotText(offer, 'en', 'America/Los_Angeles')).toBe(
      '03/07/2025 04:00 PM – 05:00 PM EST · Luis Romero, LMFT · Riverbend Downtown',
    );
  });
});
