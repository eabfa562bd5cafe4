import { describe, expect, it } from 'vitest';
import { nextComponentId } from './nextComponentId';

describe('nextComponentId', () => {
  it('numbers the first component of a type 1', () => {
    expect(nextComponentId('TextInput', [])).toBe('TextInput1');
  });

  it('goes one above the highest number in use, never refilling gaps', () => {
    expect(nextComponentId('TextInput', ['TextInput1', 'TextInput7', 'TextInput3'])).toBe('TextInput8');
  });

  it('ignores ids of other types that share a prefix', () => {
    expect(nextComponentId('Text', ['TextInput5', 'Textarea2', 'Text2'])).toBe('Text3');
  });
});
