import { describe, expect, it } from 'vitest';
import {
  countryChoices,
  detectCountry,
  formatPhone,
  replaceDialCode,
  storedPhone,
  withDialCode,
} from './phoneText';

describe('phone text', () => {
  it('detects the country from the typed number, keeping the current one while the dial code fits', () => {
    expect(detectCountry('+44', 'US')).toBe('GB');
    expect(detectCountry('+1', 'CA')).toBe('CA');
    expect(detectCountry('+1 416 555 0199', 'US')).toBe('CA');
    expect(detectCountry('+52 55 1234 5678', 'US')).toBe('MX');
    expect(detectCountry('2025550142', 'US')).toBe('US');
  });

  it('puts the dial code in front and swaps it for another country', () => {
    expect(withDialCode('2025550142', 'US')).toBe('+1 2025550142');
    expect(withDialCode('+44 20', 'US')).toBe('+44 20');
    expect(replaceDialCode('+1 202 555 0142', 'US', 'MX')).toBe('+52 202 555 0142');
    expect(replaceDialCode('', 'US', 'MX')).toBe('+52 ');
  });

  it('stores a dial code alone as empty and formats numbers internationally', () => {
    expect(storedPhone('+1 ')).toBe('');
    expect(storedPhone('+44')).toBe('');
    expect(storedPhone('+1 202')).toBe('+1 202');
    expect(formatPhone('+12025550142')).toBe('+1 202 555 0142');
    expect(formatPhone('(202) 555-0142')).toBe('+1 202 555 0142');
  });

  it('names countries in the form language', () => {
    expect(countryChoices('es').find((choice) => choice.country === 'US')?.label).toBe('Estados Unidos (+1)');
    expect(countryChoices('en').find((choice) => choice.country === 'MX')?.label).toBe('Mexico (+52)');
  });
});
