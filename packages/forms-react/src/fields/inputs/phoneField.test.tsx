import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLazyComponents } from '../../render/lazyComponent';
import { DIAL_CODE_DETECTION_DELAY_MS } from './phoneText';
import { registerInputFields } from './registerInputFields';
import { expectAcceptedValue, renderField } from './testing/renderField';

describe('PhoneInput', () => {
  beforeAll(async () => {
    registerInputFields();
    await loadLazyComponents();
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts with the preferred country US and puts its dial code before typed digits', () => {
    const { value } = renderField({ elType: 'PhoneInput' });
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(country.value).toBe('US');
    const box = screen.getByLabelText('Field') as HTMLInputElement;
    fireEvent.focus(box);
    expect(box.value).toBe('+1 ');
    fireEvent.change(box, { target: { value: '2025550142' } });
    expect(value()).toBe('+1 2025550142');
    fireEvent.blur(box);
    expect(value()).toBe('+1 202 555 0142');
    expectAcceptedValue({ elType: 'PhoneInput' }, value());
  });

  it('stores a dial code alone as empty', () => {
    const { value } = renderField({ elType: 'PhoneInput' }, { value: '+1 202 555 0142' });
    const box = screen.getByLabelText('Field') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '+1 ' } });
    expect(value()).toBe('');
    fireEvent.blur(box);
    expect(box.value).toBe('');
  });

  it('re-detects the country from the dial code 400 ms after typing pauses', () => {
    renderField({ elType: 'PhoneInput' });
    const box = screen.getByLabelText('Field') as HTMLInputElement;
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    fireEvent.change(box, { target: { value: '+52 55 1234 5678' } });
    act(() => vi.advanceTimersByTime(DIAL_CODE_DETECTION_DELAY_MS - 1));
    expect(country.value).toBe('US');
    act(() => vi.advanceTimersByTime(1));
    expect(country.value).toBe('MX');
  });

  it('swaps the dial code when another country is chosen, in Spanish', () => {
    const { value } = renderField({ elType: 'PhoneInput' }, { value: '+1 202 555 0142', language: 'es' });
    const country = screen.getByRole('combobox', { name: 'País' }) as HTMLSelectElement;
    expect(country.selectedOptions[0]?.text).toBe('Estados Unidos (+1)');
    fireEvent.change(country, { target: { value: 'MX' } });
    expect(value()).toBe('+52 202 555 0142');
  });
});
