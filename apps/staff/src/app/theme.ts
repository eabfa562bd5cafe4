import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Light variants (tinted badges, alerts, active entries) draw their text darker than the colour's
 * darkest shade, so it keeps a 4.5:1 contrast (WCAG AA) on the tint.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  // Orange and yellow are too light even at shade 9 on their tint: a quarter black is added.
  return parsed.isThemeColor
    ? { ...colors, color: `color-mix(in srgb, var(--mantine-color-${parsed.color}-9), black 25%)` }
    : colors;
};

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8: white on the primary colour reads at AA contrast (the default shade 6 does not).
  primaryShade: { light: 8, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  variantColorResolver,
});
