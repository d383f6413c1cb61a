import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { RELOAD_STAMP_KEY, resetReloadState } from './new-version-reload';
import { RouteErrorPage } from './route-error.page';

const failing = (error: Error) => [
  {
    path: '/',
    errorElement: <RouteErrorPage fullPage />,
    hydrateFallbackElement: <span />,
    lazy: async () => {
      throw error;
    },
  },
];

describe('the error page of the routes (issue 26)', () => {
  afterEach(() => {
    sessionStorage.clear();
    resetReloadState();
    vi.restoreAllMocks();
  });

  it("shows a page in the app's look with Reload, never React Router's developer screen", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(failing(new TypeError("Cannot read properties of undefined (reading 'x')")), '/');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByTestId('route-error-reload')).toHaveTextContent('Reload');
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Hey developer/)).not.toBeInTheDocument();
  });

  it('a chunk still missing right after the reload says the app was updated and offers Reload', async () => {
    sessionStorage.setItem(RELOAD_STAMP_KEY, String(Date.now()));
    renderRoutes(failing(new TypeError('Failed to fetch dynamically imported module: /assets/a-1.js')), '/');
    expect(await screen.findByText('Paperbridge has been updated')).toBeInTheDocument();
    expect(screen.getByTestId('route-error-reload')).toBeInTheDocument();
  });
});
