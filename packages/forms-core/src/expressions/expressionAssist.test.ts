import { describe, expect, it } from 'vitest';
import { computedTextError, expressionCompletions } from './expressionAssist';

describe('expressionCompletions', () => {
  it('offers component ids, functions and roots for the name typed inside {{ }}', () => {
    const text = '{{ sum(Num';
    expect(expressionCompletions(text, text.length, ['NumberInput1', 'TextInput1', 'NumberInput2'])).toEqual({
      from: 7,
      items: [
        { insert: 'NumberInput1', kind: 'component' },
        { insert: 'NumberInput2', kind: 'component' },
        { insert: 'number(', kind: 'function' },
      ],
    });
    expect(expressionCompletions('{{ ro', 5, []).items).toEqual([{ insert: 'round(', kind: 'function' }]);
  });

  it('offers nothing outside {{ }} or after no name', () => {
    expect(expressionCompletions('Total Num', 9, ['NumberInput1']).items).toEqual([]);
    expect(expressionCompletions('{{ 1 + ', 7, ['NumberInput1']).items).toEqual([]);
    expect(expressionCompletions('setValue(Num', 12, ['NumberInput1'], true).items).toHaveLength(2);
  });
});

describe('computedTextError', () => {
  it("reports the parser's own message, and nothing for sound or plain text", () => {
    expect(computedTextError('{{ NumberInput1 + }}')?.message).toBeTruthy();
    expect(computedTextError('{{ NumberInput1 + 1 }}')).toBeNull();
    expect(computedTextError('plain label')).toBeNull();
    expect(computedTextError('{{ unclosed')).not.toBeNull();
  });
});
