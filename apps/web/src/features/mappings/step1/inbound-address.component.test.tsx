import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '../../../app/providers';
import { testConfig } from '../../../test/render';
import { InboundAddress } from './inbound-address.component';

const renderWithProviders = (ui: ReactNode) =>
  render(ui, {
    wrapper: ({ children }) => (
      <Providers config={testConfig} queryClient={createQueryClient()}>
        {children}
      </Providers>
    ),
  });

describe('E-mail source address', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the mapping address and copies it to the clipboard', async () => {
    const user = userEvent.setup();
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithProviders(<InboundAddress address="docs-abc@in.paperbridge.test" />);
    expect(screen.getByTestId('source-inbound-email').textContent).toBe('docs-abc@in.paperbridge.test');
    await user.click(screen.getByTestId('source-inbound-email-copy'));
    expect(write).toHaveBeenCalledWith('docs-abc@in.paperbridge.test');
  });

  it('before the mapping is saved, says the address comes with the save', () => {
    renderWithProviders(<InboundAddress address={null} />);
    expect(screen.queryByTestId('source-inbound-email')).toBeNull();
    expect(screen.getByTestId('source-inbound-email-pending').textContent).toMatch(/once the mapping is saved/);
  });
});
