import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './app/focus.css';
import { cssVariablesResolver, theme } from '@lne/ui';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { COLOR_SCHEME_STORAGE_KEY } from './shared/color-scheme';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from './shared/constants';
import { endSession } from './shared/session/session';

const queryClient = createAppQueryClient(() => endSession(queryClient, router, { notifyServer: false }));
const router = createAppRouter(queryClient);
// The colour scheme follows the system until one is chosen in the account menu; the choice is kept per browser.
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      <Notifications position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
