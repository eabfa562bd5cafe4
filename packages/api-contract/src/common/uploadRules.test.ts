import { describe, expect, it } from 'vitest';
import { isTooLargeToUpload, maxUploadBytes, uploadAccept } from './uploadRules';

describe('upload rules', () => {
  it('refuses only files over 20 MB', () => {
    expect(isTooLargeToUpload({ size: maxUploadBytes })).toBe(false);
    expect(isTooLargeToUpload({ size: maxUploadBytes + 1 })).toBe(true);
  });

  it('offers PDFs and images by type and by extension', () => {
    expect(uploadAccept.split(',')).toEqual(
      expect.arrayContaining(['application/pdf', 'image/tiff', '.jpg', '.tif']),
    );
  });
});
