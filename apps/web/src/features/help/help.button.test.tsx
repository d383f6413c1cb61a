import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setLoggedIn } from '../../app/session/session-store';
import { renderRoutes } from '../../test/render';
import { HelpButton } from './help.button';
import { HelpPage } from './help.page';

/** A layout with the navbar's Help over a few screens and the help page, as routes.tsx nests them. */
const routes = [
  {
    element: (
      <>
        <HelpButton />
        <Outlet />
      </>
    ),
    children: [
      { path: '/admin/manual-upload', element: <div data-testid="screen">upload screen</div> },
      { path: '/admin/file-logs', element: <div data-testid="screen">log screen</div> },
      { path: '/admin/help/:topic?', element: <HelpPage /> },
      { path: '/auth/login', element: <div data-testid="screen">sign-in</div> },
      { path: '/auth/features', element: <div data-testid="screen">features</div> },
    ],
  },
];

describe("the navbar's Help (issue 26)", () => {
  it("opens the current screen's help, then Read more shows its full page and Back returns to the screen", async () => {
    setLoggedIn(true);
    const { router } = renderRoutes(routes, '/admin/manual-upload');
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manual Upload' });
    expect(within(dialog).getByText('Client')).toBeInTheDocument();
    expect(within(dialog).getByText('Preview mapped document')).toBeInTheDocument();
    const more = within(dialog).getByRole('link', { name: 'Read more' });
    expect(more).toHaveAttribute('href', '/admin/help/manual-upload');

    fireEvent.click(more);
    expect(await screen.findByTestId('page-help')).toBeInTheDocument();
    expect(screen.getByTestId('help-topic-title')).toHaveTextContent('Manual Upload');
    expect(screen.getByTestId('help-see-also')).toHaveTextContent('Capture a document');
    expect(screen.getByTestId('help-index-manual-upload')).toHaveAttribute('data-active', 'true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByTestId('help-back'));
    await screen.findByText('upload screen');
    expect(router.state.location.pathname).toBe('/admin/manual-upload');
  });

  it('explains another screen with its own fields', async () => {
    setLoggedIn(true);
    renderRoutes(routes, '/admin/file-logs');
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Process Log' });
    expect(within(dialog).getByText('Refused e-mails and files')).toBeInTheDocument();
  });

  it('is absent where no screen needs it (the sign-in hand-over)', () => {
    renderRoutes(routes, '/auth/login');
    expect(screen.getByTestId('screen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Help' })).not.toBeInTheDocument();
  });

  it('during sign-up, before the PIN, explains the screen without a link to the signed-in help page', async () => {
    renderRoutes(routes, '/auth/features');
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your features' });
    expect(within(dialog).getByText('Continue')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Read more' })).not.toBeInTheDocument();
  });
});

describe('the help page', () => {
  it('without a topic explains the help itself, with the index of all topics', () => {
    setLoggedIn(true);
    renderRoutes(routes, '/admin/help');
    expect(screen.getByTestId('help-topic-title')).toHaveTextContent('Using the help');
    const index = screen.getByRole('navigation', { name: 'All help topics' });
    expect(within(index).getByText('Review a document')).toBeInTheDocument();
    expect(within(index).getByText('Security PIN')).toBeInTheDocument();
  });

  it('names a topic that does not exist and still offers the index', () => {
    setLoggedIn(true);
    renderRoutes(routes, '/admin/help/no-such-screen');
    expect(screen.getByTestId('help-unknown-topic')).toHaveTextContent('no-such-screen');
    expect(screen.getByTestId('help-index')).toBeInTheDocument();
  });

  it('opened directly, Back goes to the screen the topic explains', async () => {
    setLoggedIn(true);
    const { router } = renderRoutes(routes, '/admin/help/process-log');
    expect(screen.getByRole('link', { name: 'Open this screen' })).toHaveAttribute('href', '/admin/file-logs');
    fireEvent.click(screen.getByTestId('help-back'));
    await screen.findByText('log screen');
    expect(router.state.location.pathname).toBe('/admin/file-logs');
  });
});
