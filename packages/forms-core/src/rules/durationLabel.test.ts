import { describe, expect, it } from 'vitest';
import { durationLabel } from './durationLabel';

describe('durationLabel', () => {
  it('shows minutes under an hour', () => {
    expect(durationLabel(15)).toBe('15 mins');
    expect(durationLabel(45)).toBe('45 mins');
  });

  it('shows one hour as "1 hr" and longer durations in hrs', () => {
    expect(durationLabel(60)).toBe('1 hr');
    expect(durationLabel(90)).toBe('1.5 hrs');
    expect(durationLabel(120)).toBe('2 hrs');
    expect(durationLabel(80)).toBe('1.33 hrs');
  });

  it('shows a zero duration as All day', () => {
    expect(durationLabel(0)).toBe('All day');
  });
});
