import { describe, expect, it } from 'vitest';
import { isEmptyRichText } from './isEmptyRichText';

describe('isEmptyRichText', () => {
  it('treats markup without text as empty, so the submit is ignored', () => {
    for (const html of ['', null, '<p></p>', '<p><br></p>', '<p>&nbsp; </p>']) {
      expect(isEmptyRichText(html)).toBe(true);
    }
  });

  it('keeps text and images', () => {
    expect(isEmptyRichText('<p>Example text</p>')).toBe(false);
    expect(isEmptyRichText('<p><img src="logo.png"></p>')).toBe(false);
  });
});
