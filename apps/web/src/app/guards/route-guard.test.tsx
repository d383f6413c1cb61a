import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Outlet } from 'react-router';
import { renderRoutes, mockFetch } from '../../test/render';
import { RouteGuard } from './route-guard';

const routes = [
  {
    element: <RouteGuard />,
    children: [
      { path: '/', element: <p>landing</p> },
      { path: '/admin/dashboard', element: <p>dashboard</p> },
      { path: '/success', element: <p>success</p> },
      { path: '/manage/manage-session', element: <p>hub</p> },
      { path: '/auth/configure-security-service', element: <p>security service</p> },
      { path: '/auth/features', element: <Outlet /> },
    ],
  },
];

describe('RouteGuard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('redirects /admin without loggedIn to /auth/configure-security-service', async () => {
    mockFetch({});
    localStorage.setItem('token', 't');
    const { router } = renderRoutes(routes, '/admin/dashboard');
    expect(await screen.findByText('security service')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/configure-security-service');
  });

  it('redirects /success without loggedIn too', async () => {
    mockFetch({});
    localStorage.setItem('token', 't');
    renderRoutes(routes, '/success');
    expect(await screen.findByText('security service')).toBeInTheDocument();
  });

  it('lets a logged-in user reach /admin', async () => {
    mockFetch({});
    localStorage.setItem('loggedIn', 'true');
    renderRoutes(routes, '/admin/dashboard');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('never guards the manage-session hub', async () => {
    mockFetch({});
    renderRoutes(routes, '/manage/manage-session');
    expect(await screen.findByText('hub')).toBeInTheDocument();
  });

  it('sends the security service without a token back to the landing page', async () => {
    mockFetch({});
    renderRoutes(routes, '/auth/configure-security-service');
    expect(await screen.findByText('landing')).toBeInTheDocument();
  });
});
