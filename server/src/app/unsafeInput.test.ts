import { describe, expect, it } from 'vitest';
import { findUnsafeInput, isUnsafeText } from './unsafeInput';

const nested = (depth: number): unknown => {
  let value: unknown = 'answer';
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

describe('unsafe input', () => {
  it.each([
    ['a\u0000b', true],
    ['\ud800', true],
    ['x\udc00', true],
    ['\udc00\ud800', true],
    ['😀 emoji, a surrogate pair', false],
    ['Ñandú, 名前, \u202E', false],
    ['', false],
  ])('%j is unsafe text: %s', (text, unsafe) => {
    expect(isUnsafeText(text)).toBe(unsafe);
  });

  it('finds unsafe text at any depth, in values and keys, with its path', () => {
    expect(findUnsafeInput({ patientInfo: { firstName: 'a\u0000b' } })).toEqual({
      problem: 'text',
      path: ['patientInfo', 'firstName'],
    });
    expect(findUnsafeInput({ results: { rows: [{ note: 'ok' }, { note: '\ud800' }] } })).toEqual({
      problem: 'text',
      path: ['results', 'rows', '1', 'note'],
    });
    expect(findUnsafeInput({ results: { 'Text\u0000Input1': 'ok' } })).toEqual({
      problem: 'text',
      path: ['results'],
    });
    expect(findUnsafeInput('a\u0000')).toEqual({ problem: 'text', path: [] });
  });

  it('allows nesting up to the limit and refuses one level more, without walking the rest', () => {
    expect(findUnsafeInput({ answer: nested(99) }, 100)).toBeUndefined();
    expect(findUnsafeInput({ answer: nested(100) }, 100)?.problem).toBe('depth');
    expect(findUnsafeInput({ answer: nested(100_000) })?.problem).toBe('depth');
  });

  it('passes ordinary input and what is not JSON', () => {
    expect(
      findUnsafeInput({ page: 0, name: 'Alex Rivera', tags: ['a', null, true, 1.5], file: Buffer.from([0]) }),
    ).toBeUndefined();
    expect(findUnsafeInput(undefined)).toBeUndefined();
  });
});
