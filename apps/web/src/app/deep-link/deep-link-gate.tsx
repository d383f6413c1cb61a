import { Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { OpenDeepLinkResult } from '@paperbridge/contracts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { authApi } from '../../api/auth.api';
import { openBilling } from '../layouts/open-billing';
import { useConfig } from '../config/config.context';
import { logout } from '../session/logout';
import { getToken, setToken } from '../session/session-store';
import { LS } from '../session/storage-keys';
import { resolveDeepLink, stripDeepLinkFromAddressBar, withoutDeepLink, type DeepLinkAction } from './deep-link-target';

type Link = Exclude<DeepLinkAction, { kind: 'none' }>;

/**
 * Handles `?page=X&code=C` and `?page=X&token=T` on any route before the guards run (spec 000 §2 Deep
 * links). The credential leaves the address bar at once. A link never replaces the session silently:
 * the server says whose account it opens, and unless that is this browser's own account the person
 * is asked first (a link made by someone else would otherwise have them work in that account).
 */
export function DeepLinkGate() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const config = useConfig();
  const incoming = resolveDeepLink(search);
  const [link, setLink] = useState<Link | null>(null);
  const [ask, setAsk] = useState<OpenDeepLinkResult | null>(null);
  // one request per link: a code works once, and development's StrictMode runs effects twice
  const opening = useRef<{ link: Link; answer: Promise<OpenDeepLinkResult> } | null>(null);

  useLayoutEffect(() => {
    if (incoming.kind === 'none') return;
    stripDeepLinkFromAddressBar();
    setLink(incoming);
    setAsk(null);
    navigate({ pathname, search: withoutDeepLink(search) }, { replace: true });
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps

  /** goes where the link points, with `adopt` as the session when the person chose the link's account */
  const follow = (l: Link, adopt: string | null) => {
    setLink(null);
    setAsk(null);
    if (adopt) setToken(adopt);
    if (l.kind === 'navigate') navigate(l.to, { replace: true });
    else if (l.kind === 'billing')
      void openBilling().then((ok) => !ok && navigate('/admin/dashboard', { replace: true }));
  };

  useEffect(() => {
    if (!link) return;
    if (link.kind === 'logout') {
      // ends this browser's own session; a token is adopted only to be revoked when there is none
      if (!getToken() && 'token' in link.credential) setToken(link.credential.token);
      localStorage.setItem(LS.logout, String(Date.now()));
      void logout(config);
      return;
    }
    let stale = false;
    if (opening.current?.link !== link) opening.current = { link, answer: authApi.openDeepLink(link.credential) };
    opening.current.answer
      .then((opened) => {
        if (stale) return;
        if (opened.sameAccount) follow(link, null);
        else setAsk(opened);
      })
      .catch(() => {
        if (stale) return;
        setLink(null);
        navigate('/', { replace: true });
      });
    return () => {
      stale = true;
    };
  }, [link]); // eslint-disable-line react-hooks/exhaustive-deps

  if (link && ask) {
    const stay = () =>
      ask.signedInAs ? follow(link, null) : (setLink(null), setAsk(null), navigate('/', { replace: true }));
    return (
      <Center h="100vh" p="md">
        <Card withBorder radius="md" maw={520} data-testid="deep-link-confirm">
          <Stack>
            <Title order={3}>Open this link as {ask.email}?</Title>
            <Text data-testid="deep-link-confirm-text">
              {ask.signedInAs
                ? `You are signed in as ${ask.signedInAs}. This link would sign you in as ${ask.email}${ask.companyName ? ` (${ask.companyName})` : ''} instead.`
                : `This link signs you in as ${ask.email}${ask.companyName ? ` (${ask.companyName})` : ''}.`}{' '}
              Continue only if you expected this account.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={stay} data-testid="deep-link-stay">
                {ask.signedInAs ? `Stay signed in as ${ask.signedInAs}` : 'Cancel'}
              </Button>
              <Button onClick={() => follow(link, ask.token)} data-testid="deep-link-switch">
                Continue as {ask.email}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Center>
    );
  }
  if (link || incoming.kind !== 'none') {
    return (
      <Center h="100vh" data-testid="deep-link-pending">
        <Loader />
      </Center>
    );
  }
  return <Outlet />;
}
