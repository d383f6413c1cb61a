import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { startSignIn } from '../../../app/auth/oidc-client';
import { useConfig } from '../../../app/config/config.context';

/** /auth/login starts the OpenID Connect sign-in. */
export function LoginPage() {
  const config = useConfig();
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startSignIn(config).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [config]);
  return (
    <Center mih="60vh" data-testid="page-login">
      {error ? (
        <Stack align="center">
          <Text c="red">{error}</Text>
          <Button onClick={() => startSignIn(config).catch(() => undefined)}>Try again</Button>
        </Stack>
      ) : (
        <Stack align="center">
          <Loader />
          <Text>Redirecting to sign in…</Text>
        </Stack>
      )}
    </Center>
  );
}
