import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../test/render';
import { IntegrationPartnerPage } from './integration-partner.page';

type Call = [string, RequestInit | undefined];
const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  (fetchMock.mock.calls as unknown as Call[]).filter(([u]) => new URL(String(u), 'http://localhost').pathname === path);

describe('Integration partner grid (spec 002 §2, §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the client's partners checked as saved and saves {email, integrationlist} with the spec's toast", async () => {
    const fetchMock = mockFetch({
      '/api/admin/User/GetAllUsers': [{ code: 'orders@coolblue.example', value: 'Coolblue' }],
      '/api/Admin/Accounting/GetIntegrationServiceByUser': [
        { code: 'XERO', name: 'Xero', logo: '', text: 'x', checked: true },
        { code: 'QUICKBOOK', name: 'QuickBooks', logo: '', text: 'q', checked: false },
      ],
      '/api/Admin/Accounting/SetIntegrationService': null,
    });
    renderWithProviders(<IntegrationPartnerPage />);
    fireEvent.click(await screen.findByTestId('partner-client'));
    fireEvent.click(await screen.findByText('Coolblue'));
    await waitFor(() => expect(screen.getByTestId('partner-check-XERO')).toBeChecked());
    fireEvent.click(screen.getByTestId('partner-check-QUICKBOOK'));
    fireEvent.click(screen.getByTestId('partner-save'));
    expect(await screen.findByText('Data has been saved successfully.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/Admin/Accounting/SetIntegrationService');
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      email: 'orders@coolblue.example',
      integrationlist: [
        { code: 'XERO', checked: true },
        { code: 'QUICKBOOK', checked: true },
      ],
    });
  });
});
