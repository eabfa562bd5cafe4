import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Alert.css';
// Mantine needs UnstyledButton's rules before Button's, or buttons lose their look.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import './app/staff.css';
import './app/zodWithoutEval';
import './i18n/i18n';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { cspNonce } from './app/cspNonce';
import { queryClient } from './app/queryClient';
import { router } from './app/router';
import { theme } from './app/theme';

// Mantine's modals lock scrolling with a style element (react-remove-scroll), tagged with the
// nonce that get-nonce finds in this webpack-era global.
globalThis.__webpack_nonce__ = cspNonce;
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} getStyleNonce={() => cspNonce}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
