import type { CSSProperties } from 'react';

// Hex, rgb()/hsl() and colour names only: the property is free text and must not inject other CSS.
const safeColour = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]{3,30})$/i;

/** The dropdown v2 pickerBgColor as an inline background, when it is a plain colour. */
export function pickerStyle(colour: unknown): CSSProperties | undefined {
  return typeof colour === 'string' && safeColour.test(colour.trim())
    ? { background: colour.trim() }
    : undefined;
}
