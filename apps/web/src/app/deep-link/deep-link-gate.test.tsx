import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CALLS, type OpenDeepLinkResult } from '@paperbridge/contracts';
import { mockFetch, renderRoutes } from '../../test/render';
import { DeepLinkGate } from './deep-link-gate';

const routes = [
  {
    element: <DeepLinkGate />,
    children: [
      { path: '/', element: <p>landing</p> },
      { path: '/admin/dashboard', element: <p>dashboard</p> },
      { path: '/admin/file-logs', element: <p>file logs</p> },
    ],
  },
];

const opened = (over: Partial<OpenDeepLinkResult>): OpenDeepLinkResult => ({
  token: 'ATTACKER',
  email: 'mallory@example.com',
  companyName: 'Mallory Pty Ltd',
  signedInAs: 'alice@example.com',
  sameAccount: false,
  ...over,
});

/** Issue 24 finding 4: a link never swaps the signed-in account without the person agreeing. */
describe('DeepLinkGate', () => {
  afterEach(() => vi.unstubAllGlobals());

  function signedInAsAlice() {
    localStorage.setItem('token', 'ALICE');
    localStorage.setItem('loggedIn', 'true');
  }
  function openLink(path: string) {
    window.history.replaceState(null, '', path);
    return renderRoutes(routes, path);
  }

  it("a link to another account asks first; the token is gone from the address bar and Alice's session stays until she agrees", async () => {
    signedInAsAlice();
    const fetch = mockFetch({ [CALLS.identity.openDeepLink.path]: opened({}) });
    openLink('/?page=file-logs&token=ATTACKER');
    expect(window.location.search).toBe('');
    expect(await screen.findByTestId('deep-link-confirm')).toHaveTextContent(
      'You are signed in as alice@example.com. This link would sign you in as mallory@example.com (Mallory Pty Ltd) instead.',
    );
    expect(localStorage.getItem('token')).toBe('ALICE');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ token: 'ATTACKER' });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer ALICE');

    fireEvent.click(screen.getByTestId('deep-link-stay'));
    expect(await screen.findByText('file logs')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('ALICE');
  });

  it('choosing the link\u2019s account switches to it', async () => {
    signedInAsAlice();
    mockFetch({ [CALLS.identity.openDeepLink.path]: opened({ token: 'HANDED-OVER' }) });
    const { router } = openLink('/?page=file-logs&code=C1');
    fireEvent.click(await screen.findByTestId('deep-link-switch'));
    expect(await screen.findByText('file logs')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('HANDED-OVER');
    expect(router.state.location.search).toBe('');
  });

  it('a link of the same account goes straight to its page and keeps the session', async () => {
    signedInAsAlice();
    mockFetch({
      [CALLS.identity.openDeepLink.path]: opened({ token: 'ALICE-2', email: 'alice@example.com', sameAccount: true }),
    });
    openLink('/?page=file-logs&token=ALICE-2');
    expect(await screen.findByText('file logs')).toBeInTheDocument();
    expect(screen.queryByTestId('deep-link-confirm')).toBeNull();
    expect(localStorage.getItem('token')).toBe('ALICE');
  });

  it('signed out, the link names its account and Cancel signs nobody in', async () => {
    mockFetch({ [CALLS.identity.openDeepLink.path]: opened({ signedInAs: null }) });
    openLink('/?page=dashboard&token=ATTACKER');
    expect(await screen.findByTestId('deep-link-confirm')).toHaveTextContent(
      'This link signs you in as mallory@example.com (Mallory Pty Ltd).',
    );
    fireEvent.click(screen.getByTestId('deep-link-stay'));
    expect(await screen.findByText('landing')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });
});
