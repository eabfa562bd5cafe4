/** The signature pad, and the signature image, are 350 × 150 (forms.md section 9). */
export const SIGNATURE_WIDTH = 350;
export const SIGNATURE_HEIGHT = 150;
