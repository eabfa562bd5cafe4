import { describe, expect, it } from 'vitest';
import { scoreAlertText } from './scoreAlertTexts';

describe('scoreAlertText', () => {
  it("words an instrument's code, a field alert by its field's label, and an unknown code as itself", () => {
    expect(scoreAlertText({ code: 'phq9SelfHarm', params: {} })).toBe(
      'Thoughts of self-harm reported (PHQ-9 item 9)',
    );
    expect(
      scoreAlertText({
        code: 'fieldAlert',
        params: { componentId: 'SingleChoice1', label: 'Unsafe at home?' },
      }),
    ).toBe('Answer needs attention: "Unsafe at home?"');
    expect(scoreAlertText({ code: 'newCode', params: {} })).toBe('newCode');
  });
});
