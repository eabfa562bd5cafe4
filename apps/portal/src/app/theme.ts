import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Light variants (tinted alerts, badges, active menu entries) draw their text in the colour's
 * darkest shade, so it keeps a 4.5:1 contrast (WCAG AA) on the tint.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  return parsed.isThemeColor ? { ...colors, color: `var(--mantine-color-${parsed.color}-9)` } : colors;
};

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8: white on the primary colour reads at AA contrast (the default shade 6 does not).
  primaryShade: { light: 8, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  variantColorResolver,
});

/**
 * Dimmed text one shade darker than Mantine's default, and field messages ("Required") in a
 * darker red than its red-6 (3.3:1 on white), both for AA contrast on white.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
