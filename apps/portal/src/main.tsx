import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Alert.css';
// Mantine needs UnstyledButton's rules before Button's, or buttons lose their look.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Center.css';
import './app/zodWithoutEval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AlertsProvider } from './alerts/AlertsProvider';
import { httpClient } from './api/httpClient';
import { startStartupReads, startupReadsOf } from './api/startupReads';
import { loadSystemSettings } from './api/systemSettings';
import { appStylesheets } from './app/appStylesheets';
import { cspNonce } from './app/cspNonce';
import { PortalMantineProvider } from './app/PortalMantineProvider';
import { i18nReady } from './i18n/i18n';
import { router } from './routes/router';
import { isSignedIn } from './session/sessionStore';

// Mantine's modals lock scrolling with a style element (react-remove-scroll), tagged with the
// nonce that get-nonce finds in this webpack-era global.
globalThis.__webpack_nonce__ = cspNonce;
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Every first page needs the settings (guards, sign-in options): ask while React starts.
loadSystemSettings();
// A signed-in page's data (its frame's and its own) is asked for beside its code.
if (isSignedIn())
  startStartupReads(startupReadsOf(router.state.matches), (path) => httpClient.request('GET', path));
// A visitor who chose Spanish sees Spanish from the first paint, never English first; and no
// page shows before its styles (they load without holding back the spinner's paint).
await Promise.all([i18nReady, appStylesheets()]);
// The first render as a transition: React renders it in slices of a few milliseconds and lets
// the browser answer taps in between, rather than in one long task (Lighthouse's TBT on a phone).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <PortalMantineProvider>
        <AlertsProvider>
          <RouterProvider router={router} />
        </AlertsProvider>
      </PortalMantineProvider>
    </StrictMode>,
  );
});
