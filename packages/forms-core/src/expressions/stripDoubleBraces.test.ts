import { describe, expect, it } from 'vitest';
import { containsExpression } from './computedValue';
import { stripDoubleBraces, stripDoubleBracesFromProperties } from './stripDoubleBraces';

describe('stripDoubleBraces', () => {
  it('removes {{, {{:: and }} markers', () => {
    expect(stripDoubleBraces('{{ a + 1 }}')).toBe(' a + 1 ');
    expect(stripDoubleBraces('Hi {{:: name }}!')).toBe('Hi  name !');
    expect(stripDoubleBraces('no markers { }')).toBe('no markers { }');
  });

  it('leaves no marker behind when removal joins two halves', () => {
    expect(stripDoubleBraces('{{{::}}{ a }}}}')).not.toMatch(/\{\{|\}\}/);
    expect(containsExpression(stripDoubleBraces('{{{{ a }}}}'))).toBe(false);
  });
});

describe('stripDoubleBracesFromProperties', () => {
  it('strips every string, nested objects and lists included, and keeps other values', () => {
    expect(
      stripDoubleBracesFromProperties({
        label: '{{ a }}',
        required: true,
        options: ['{{x}}', { text: '{{::y}}', value: 2 }],
      }),
    ).toEqual({ label: ' a ', required: true, options: ['x', { text: 'y', value: 2 }] });
  });
});
