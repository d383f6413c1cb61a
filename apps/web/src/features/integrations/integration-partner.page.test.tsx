import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLS } from '@paperbridge/contracts';
import { mockFetch, renderWithProviders } from '../../test/render';
import { callsTo } from '../../test-support/calls-made';
import { IntegrationPartnerPage } from './integration-partner.page';

describe('Integration partner grid (spec 002 §2, §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the client's partners checked as saved and saves {email, integrationlist} with the spec's toast", async () => {
    const fetchMock = mockFetch({
      [CALLS.mapping.getAllUsers.path]: [{ code: 'orders@coolblue.example', value: 'Coolblue' }],
      [CALLS.integrations.getIntegrationServiceByUser.path]: [
        { code: 'XERO', name: 'Xero', logo: '', text: 'x', checked: true },
        { code: 'QUICKBOOK', name: 'QuickBooks', logo: '', text: 'q', checked: false },
      ],
      [CALLS.integrations.setIntegrationService.path]: null,
    });
    renderWithProviders(<IntegrationPartnerPage />);
    fireEvent.click(await screen.findByTestId('partner-client'));
    fireEvent.click(await screen.findByText('Coolblue'));
    await waitFor(() => expect(screen.getByTestId('partner-check-XERO')).toBeChecked());
    fireEvent.click(screen.getByTestId('partner-check-QUICKBOOK'));
    fireEvent.click(screen.getByTestId('partner-save'));
    expect(await screen.findByText('Data has been saved successfully.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, CALLS.integrations.setIntegrationService);
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      email: 'orders@coolblue.example',
      integrationlist: [
        { code: 'XERO', checked: true },
        { code: 'QUICKBOOK', checked: true },
      ],
    });
  });
});
