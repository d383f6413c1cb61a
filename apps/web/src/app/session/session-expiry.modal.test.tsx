import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SessionExpiryModal } from './session-expiry.modal';

describe('session-expiry modal', () => {
  it('shows the spec texts and a 4:00 countdown', () => {
    renderWithProviders(
      <SessionExpiryModal opened remainingMs={240_000} onKeepWorking={() => {}} onLogout={() => {}} />,
    );
    expect(screen.getByText('Session will expire soon!')).toBeInTheDocument();
    expect(screen.getByText('You will be automatically logged out for security reasons in:')).toBeInTheDocument();
    expect(screen.getByText('Would you like to keep login?')).toBeInTheDocument();
    expect(screen.getByTestId('session-countdown')).toHaveTextContent('4:00');
  });
  it("says 'Bye' at zero and wires the buttons", () => {
    const keep = vi.fn();
    const out = vi.fn();
    renderWithProviders(<SessionExpiryModal opened remainingMs={0} onKeepWorking={keep} onLogout={out} />);
    expect(screen.getByTestId('session-countdown')).toHaveTextContent('Bye');
    fireEvent.click(screen.getByRole('button', { name: 'Keep working' }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(keep).toHaveBeenCalledOnce();
    expect(out).toHaveBeenCalledOnce();
  });
});
