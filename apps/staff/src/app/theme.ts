import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/** A colour's darkest shade with a quarter black: white text on it and it on a tint both reach 4.5:1. */
const deepShade = (color: string) => `color-mix(in srgb, var(--mantine-color-${color}-9), black 25%)`;

/**
 * Light variants (tinted badges, alerts, active entries) draw their text darker than the colour's
 * darkest shade, so it keeps a 4.5:1 contrast (WCAG AA) on the tint. Filled variants of colours
 * other than the primary (status badges, red and green buttons) take that shade as background:
 * white on shade 8 of green, yellow, orange or red stays under 4.5:1 (2.5:1 on yellow).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  if (input.variant === 'light') return { ...colors, color: deepShade(parsed.color) };
  if (input.variant === 'filled' && parsed.color !== input.theme.primaryColor)
    return {
      ...colors,
      background: deepShade(parsed.color),
      hover: `color-mix(in srgb, var(--mantine-color-${parsed.color}-9), black 40%)`,
      color: 'var(--mantine-color-white)',
    };
  return colors;
};

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8: white on the primary colour reads at AA contrast (the default shade 6 does not).
  primaryShade: { light: 8, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  variantColorResolver,
});
