import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { appRoutes } from './app/routes';
import { listenForStaleChunks } from './app/errors/listen-for-stale-chunks';
import { registerServiceWorker } from './app/pwa/register-service-worker';

const router = createBrowserRouter(appRoutes);
listenForStaleChunks(router);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

registerServiceWorker();
