import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient, Providers } from '../app/providers';
import type { PublicConfig } from '../app/config/public-config';

export const testConfig: PublicConfig = {
  authority: 'http://localhost/oidc',
  clientId: 'web',
  scope: 'openid email',
  publicUrl: null,
  devTools: true,
  idleWarningMs: 360_000,
  idleCountdownMs: 240_000,
  inactivityLogoutMs: 1_200_000,
  activityStampMs: 5_000,
  aiSiteUrl: null,
};

export function renderWithProviders(ui: ReactElement, config: PublicConfig = testConfig) {
  return render(
    <Providers config={config} queryClient={createQueryClient()}>
      {ui}
    </Providers>,
  );
}

export function renderRoutes(routes: RouteObject[], path: string, config: PublicConfig = testConfig) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <Providers config={config} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router };
}

/** Minimal fetch double answering envelopes by path. */
export function mockFetch(handlers: Record<string, unknown>) {
  const fn = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const key = Object.keys(handlers).find((k) => url.pathname === k);
    const result = key ? handlers[key] : null;
    return new Response(JSON.stringify({ code: key ? 200 : 404, message: key ? 'Success' : 'Not found', result }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
