import { z } from 'zod';

/** About 500 KB of image once decoded (base64 is 4/3 of it): the pad's 350 × 150 PNG is far smaller. */
export const signatureImageMaxLength = 700_000;

/**
 * A signature image as documents show it: a PNG, JPEG or WebP data URL (forms-core shows only
 * raster images: an SVG could carry script) of bounded size.
 */
export const signatureImageSchema = z
  .string()
  .max(signatureImageMaxLength, 'The signature image is too large: at most 500 KB.')
  .regex(
    /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/,
    'The signature must be a PNG, JPEG or WebP image data URL.',
  );
