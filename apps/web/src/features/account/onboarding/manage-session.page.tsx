import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authApi } from '../../../api/auth.api';
import { decodeJwtClaims } from '../../../app/auth/id-token';
import { completeSignIn } from '../../../app/auth/oidc-client';
import { useConfig } from '../../../app/config/config.context';
import type { PublicConfig } from '../../../app/config/public-config';
import { getToken, isLoggedIn, setLoggedIn, setToken } from '../../../app/session/session-store';
import { LS, SS } from '../../../app/session/storage-keys';
import { getLoginState, setLoginEmail, setLoginState, setRegistering } from './login-state';
import { routeAfterLogin } from './route-after-login';

/** One exchange per code, even when React runs the effect twice. */
const exchanges = new Map<string, Promise<string>>();

async function signInWithCode(config: PublicConfig, code: string, state: string): Promise<string> {
  const tokens = await completeSignIn(config, code, state);
  const claims = decodeJwtClaims(tokens.id_token ?? tokens.access_token);
  const email = typeof claims.email === 'string' ? claims.email : '';
  const result = await authApi.checkFirstLogin(email, tokens.access_token);
  setToken(result.token);
  setLoginEmail(email);
  setLoginState(result);
  setRegistering(result.firstLogin);
  if (!result.pinVerified) setLoggedIn(false);
  localStorage.removeItem(LS.logout);
  localStorage.removeItem(LS.logoutTimer);
  localStorage.setItem(LS.timerToCheck, String(Date.now()));
  return routeAfterLogin(result, isLoggedIn());
}

function routeWithoutCode(): string {
  const state = getLoginState();
  if (state) return routeAfterLogin(state, isLoggedIn());
  if (isLoggedIn() && getToken()) return '/admin/dashboard';
  return '/auth/login';
}

/**
 * /manage/manage-session: the routing hub. The identity provider returns
 * here with code and state; the hub exchanges them, calls CheckFirstLogin and
 * routes. Without a code it routes on what this tab already knows.
 */
export function ManageSessionPage() {
  const config = useConfig();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const code = params.get('code');
  const state = params.get('state');
  const providerError = params.get('error_description') ?? params.get('error');

  useEffect(() => {
    if (providerError) return;
    let work: Promise<string>;
    // A reload after the exchange: the code is spent, route on what this tab knows.
    const spent = !sessionStorage.getItem(SS.oidcState) && getLoginState() !== null && !exchanges.has(code ?? '');
    if (code && state && !spent) {
      work = exchanges.get(code) ?? signInWithCode(config, code, state);
      exchanges.set(code, work);
    } else {
      work = Promise.resolve(routeWithoutCode());
    }
    let live = true;
    work
      .then((to) => {
        if (!live) return;
        const legal = to.startsWith('/admin/') && localStorage.getItem(LS.isLegalRedirect) === 'true';
        navigate(legal ? '/legal' : to, { replace: true });
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [code, state, providerError, config, navigate]);

  const message = providerError ?? error;
  return (
    <Center mih="60vh" data-testid="page-manage-session">
      {message ? (
        <Stack align="center">
          <Text c="red" data-testid="manage-session-error">
            {message}
          </Text>
          <Anchor component={Link} to="/">
            Back to the start page
          </Anchor>
        </Stack>
      ) : (
        <Stack align="center">
          <Loader />
          <Text>Signing you in…</Text>
        </Stack>
      )}
    </Center>
  );
}
