import { MantineProvider, createTheme } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { GlobalLoader } from '../components/global-loader';
import { TOAST_MS } from '../components/toast';
import { ConfigProvider } from './config/config.context';
import type { PublicConfig } from './config/public-config';
import { CrossTabLogout } from './session/cross-tab-logout';

const theme = createTheme({ primaryColor: 'indigo', defaultRadius: 'md' });

export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/** Mantine, react-query, toasts (top-right, 10 s), the global loader and the public config. */
export function Providers({
  children,
  config,
  queryClient,
}: {
  children: ReactNode;
  config?: PublicConfig;
  queryClient?: QueryClient;
}) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" autoClose={TOAST_MS} />
      <QueryClientProvider client={queryClient ?? defaultClient}>
        <ModalsProvider>
          <GlobalLoader />
          <CrossTabLogout />
          <ConfigProvider value={config}>{children}</ConfigProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

const defaultClient = createQueryClient();
