import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cspNonce } from './cspNonce';
import { cssVariablesResolver, theme } from './theme';

/**
 * Mantine with the portal's theme, plus what every dialog needs in the page's language: a Modal's
 * close button is an icon alone, which axe reports as a button without a name (critical), so
 * every Modal names it "Close" ("Cerrar") here rather than each of them doing so.
 */
export function PortalMantineProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const close = t('dialogs.close');
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          // A plain object, not Modal.extend: that would bring the dialog's code (and floating-ui)
          // into the first page, past its 150 kB budget.
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        },
      }),
    // A new theme only when the word changes (another language), not on every render.
    [close],
  );
  return (
    <MantineProvider
      theme={localized}
      cssVariablesResolver={cssVariablesResolver}
      getStyleNonce={() => cspNonce}
    >
      {children}
    </MantineProvider>
  );
}
