import { describe, expect, it } from 'vitest';
import { slotChoiceText } from './slotChoiceText';

describe('slotChoiceText', () => {
  const slot = { time: '09:00', endTime: '13:30', clinicians: [] };
  it('reads the time range and the clinician, and marks a time outside the patient’s choices', () => {
    const here = { timeZone: 'America/New_York', language: 'en', viewerZone: 'America/New_York' };
    expect(slotChoiceText('2030-05-06', { ...slot, suitsPatient: true }, 'Maya Chen, LCSW', here)).toBe(
      '09:00 AM – 01:30 PM · Maya Chen, LCSW',
    );
    expect(slotChoiceText('2030-05-06', { ...slot, suitsPatient: false }, 'Maya Chen, LCSW', here)).toBe(
      '09:00 AM – 01:30 PM · Maya Chen, LCSW (outside the patient’s choices)',
    );
  });
  it('names the location’s zone, as of that day, for a viewer elsewhere', () => {
    const away = { timeZone: 'America/New_York', language: 'es', viewerZone: 'Europe/Madrid' };
    expect(slotChoiceText('2030-05-06', { ...slot, suitsPatient: true }, 'Maya Chen, LCSW', away)).toBe(
      '09:00 AM – 01:30 PM EDT · Maya Chen, LCSW',
    );
  });
});
