import type { CSSProperties } from 'react';

/**
 * An author's style text ("color: #333; margin-top: 4px") as a React style object. Declarations
 * that could load something from elsewhere (url(), image-set(), @import, expression()) are dropped.
 */
export function styleFromCss(text: unknown): CSSProperties | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!/^-?[a-z][a-z-]*$/.test(property) || value === '') continue;
    if (/url\(|image-set\(|expression\(|@import|\\/i.test(value)) continue;
    const name = property.startsWith('--')
      ? property
      : property.replace(/^-/, '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    style[name] = value;
  }
  return Object.keys(style).length ? (style as CSSProperties) : undefined;
}
