import { describe, expect, it } from 'vitest';
import { printExpression, quoteString } from './print';

describe('printExpression', () => {
  it('quotes strings so they read back the same', () => {
    expect(quoteString("it's \\ \n\u0001")).toBe("'it\\'s \\\\ \\n\\u0001'");
  });

  it('prints member names as dots when it can and brackets otherwise', () => {
    expect(
      printExpression({
        type: 'Member',
        object: { type: 'Identifier', name: 'collections' },
        property: { type: 'Literal', value: 'My list' },
      }),
    ).toBe("collections['My list']");
    expect(
      printExpression({
        type: 'Member',
        object: { type: 'Literal', value: 1 },
        property: { type: 'Literal', value: 'a' },
      }),
    ).toBe('(1).a');
  });

  it('prints numbers the tokenizer cannot read as arithmetic', () => {
    expect(printExpression({ type: 'Literal', value: Number.NaN })).toBe('(0 / 0)');
    expect(printExpression({ type: 'Literal', value: Number.POSITIVE_INFINITY })).toBe('(1 / 0)');
  });

  it('keeps repeated signs apart', () => {
    expect(
      printExpression({
        type: 'Unary',
        operator: '-',
        argument: { type: 'Unary', operator: '-', argument: { type: 'Literal', value: 1 } },
      }),
    ).toBe('- -1');
  });
});
