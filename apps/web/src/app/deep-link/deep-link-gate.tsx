import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { openBilling } from '../layouts/open-billing';
import { useConfig } from '../config/config.context';
import { logout } from '../session/logout';
import { setToken } from '../session/session-store';
import { LS } from '../session/storage-keys';
import { resolveDeepLink } from './deep-link-target';

/** Handles `?page=X&token=T` on any route before the guards run (spec 000 §2 Deep links). */
export function DeepLinkGate() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const config = useConfig();
  const action = resolveDeepLink(search);
  useEffect(() => {
    if (action.kind === 'none') return;
    setToken(action.token);
    if (action.kind === 'navigate') navigate(action.to, { replace: true });
    else if (action.kind === 'logout') {
      localStorage.setItem(LS.logout, String(Date.now()));
      void logout(config);
    } else void openBilling().then((ok) => !ok && navigate('/admin/dashboard', { replace: true }));
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps
  if (action.kind !== 'none') {
    return (
      <Center h="100vh" data-testid="deep-link-pending">
        <Loader />
      </Center>
    );
  }
  return <Outlet />;
}
