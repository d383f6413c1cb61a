import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CALLS } from '@paperbridge/contracts';
import { mockFetch, renderWithProviders } from '../../test/render';
import { adminUserDetail } from '../../test/admin-user-detail.fixture';
import { notificationBadge } from './notification-badge';
import { NotificationBell } from './notification-bell';

const make = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ header: `N${i}`, notificationDate: '2025-01-01T10:00:00Z', message: ['m'] }));

describe('notification bell', () => {
  it("shows '9+' above 9", () => {
    expect(notificationBadge(10)).toBe('9+');
    expect(notificationBadge(9)).toBe('9');
    expect(notificationBadge(0)).toBeNull();
  });
  it("renders the '9+' badge for 12 notifications", () => {
    renderWithProviders(<NotificationBell notifications={make(12)} />);
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('9+');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
  it('renders the plain count up to 9', () => {
    renderWithProviders(<NotificationBell notifications={make(3)} />);
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
  });
  it("dates each notification the company's way: 05.03.2018 14:07 for a German company (issue 30 point 5)", async () => {
    mockFetch({ [CALLS.admin.getAdminUserDetail.path]: adminUserDetail('DE') });
    renderWithProviders(
      <NotificationBell
        notifications={[
          {
            header: 'Batch finished',
            notificationDate: new Date(2018, 2, 5, 14, 7).toISOString(),
            message: ['1 document processed.'],
          },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await waitFor(() => expect(screen.getByTestId('notification-date')).toHaveTextContent('05.03.2018 14:07'));
  });
});
