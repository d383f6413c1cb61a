import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '../../../app/providers';
import { testConfig } from '../../../test/render';
import { ApiTokenPanel } from './api-token-panel.component';

const renderWithProviders = (ui: ReactNode) =>
  render(ui, {
    wrapper: ({ children }) => (
      <Providers config={testConfig} queryClient={createQueryClient()}>
        {children}
      </Providers>
    ),
  });

describe('API token panel (beyond the spec)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says when the token was issued and, after the warning, asks the server for a new one', async () => {
    const user = userEvent.setup();
    // a fresh answer per call: the panel also asks for the company's locale, and a body reads once
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            code: 200,
            message: 'A new API token was e-mailed to you; the previous token no longer works.',
            result: { cnId: '5f0c6a2e-8d1b-4c3f-9a7e-2b4d6f8a1c3e', apiTokenCreatedAt: '2026-11-23T10:15:00.000Z' },
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    );
    renderWithProviders(<ApiTokenPanel cnId="c1" issuedAt="2026-11-01T08:00:00.000Z" />);
    expect(screen.getByTestId('api-token-issued').textContent).toMatch(
      /^The current token was e-mailed on 01 Nov 2026/,
    );
    // calls by address: a request another test file's query left retrying may reach the same spied fetch
    const regenerations = () =>
      fetch.mock.calls.filter(([url]) => /\/api\/Admin\/Map\/RegenerateApiToken$/.test(String(url)));
    await user.click(screen.getByTestId('api-token-regenerate'));
    expect(regenerations()).toHaveLength(0);
    expect(await screen.findByText(/stops working at once/)).toBeTruthy();
    await user.click(screen.getByTestId('api-token-dialog-confirm'));
    await waitFor(() => expect(screen.getByTestId('api-token-issued').textContent).toMatch(/23 Nov 2026/));
    expect(regenerations()).toHaveLength(1);
    expect(JSON.parse(String(regenerations()[0]![1]!.body))).toEqual({ cnId: 'c1' });
  });

  it('before a token exists there is nothing to regenerate', () => {
    renderWithProviders(<ApiTokenPanel cnId="c1" issuedAt={null} />);
    expect(screen.queryByTestId('api-token-regenerate')).toBeNull();
    expect(screen.getByTestId('api-token-issued').textContent).toMatch(/e-mailed when the mapping is saved/);
  });
});
