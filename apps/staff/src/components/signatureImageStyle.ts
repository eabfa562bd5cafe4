import type { CSSProperties } from 'react';

/** A saved signature as the pad drew it: 350 × 150 on white, framed, shrunk on a phone. */
export const signatureImageStyle: CSSProperties = {
  maxWidth: '100%',
  height: 'auto',
  border: '1px solid var(--mantine-color-gray-4)',
  borderRadius: 4,
  background: 'white',
};
