import { describe, expect, it, vi } from 'vitest';
import { enforceHiddenNotRequired, evaluateHidden } from './hidden';

describe('evaluateHidden', () => {
  it('takes booleans as they are', () => {
    expect(evaluateHidden(true, {})).toBe(true);
    expect(evaluateHidden(false, {})).toBe(false);
    expect(evaluateHidden(undefined, {})).toBe(false);
    expect(evaluateHidden('  ', {})).toBe(false);
  });

  it('evaluates bare and braced conditions', () => {
    expect(evaluateHidden("TextInput1 == 'yes'", { TextInput1: 'yes' })).toBe(true);
    expect(evaluateHidden("{{ TextInput1 == 'yes' }}", { TextInput1: 'no' })).toBe(false);
    expect(evaluateHidden("!(TextInput1 == 'yes')", { TextInput1: 'no' })).toBe(true);
  });

  it('shows the component when its condition fails, and logs it', () => {
    const logger = { warn: vi.fn() };
    expect(evaluateHidden('TextInput1 ==', {}, { logger })).toBe(false);
    expect(logger.warn).toHaveBeenCalledOnce();
  });
});

describe('enforceHiddenNotRequired', () => {
  it('forces required to false when hidden is true or a condition', () => {
    expect(enforceHiddenNotRequired({ hidden: true, required: true, label: 'A' })).toEqual({
      hidden: true,
      required: false,
      label: 'A',
    });
    expect(enforceHiddenNotRequired({ hidden: "A1 == 'x'", required: true })).toEqual({
      hidden: "A1 == 'x'",
      required: false,
    });
  });

  it('leaves always-visible components alone', () => {
    const properties = { hidden: false, required: true };
    expect(enforceHiddenNotRequired(properties)).toBe(properties);
    expect(enforceHiddenNotRequired({ hidden: '', required: true })).toEqual({ hidden: '', required: true });
  });
});
