import { Alert, Anchor, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { startSignIn } from '../../app/auth/oidc-client';
import { signInAddressElsewhere, wrongAddressMessage } from '../../app/auth/sign-in-address';
import { useConfig } from '../../app/config/config.context';
import { isLoggedIn } from '../../app/session/session-store';
import { signedOutMessage } from '../../app/session/signed-out-reason';
import { Brand } from '../../components/brand';
import { toastWarning } from '../../components/toast';

/** Public landing page (/). */
export function LandingPage() {
  const config = useConfig();
  const [busy, setBusy] = useState(false);
  // why this tab was signed out (idle, password changed, another tab), said until the next sign-in
  const [signedOut] = useState(signedOutMessage);
  const elsewhere = signInAddressElsewhere(config);
  const go = (create: boolean) => {
    setBusy(true);
    startSignIn(config, { create }).catch((e: unknown) => {
      setBusy(false);
      toastWarning(e instanceof Error ? e.message : String(e));
    });
  };
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={520} w="100%">
        <Stack>
          <Brand />
          <Title order={1} fz={28}>
            Turn documents into data
          </Title>
          <Text c="dimmed">
            Map your sample documents once, then let Paperbridge extract, review and deliver the data to your accounting
            package, FTP, e-mail or webhook.
          </Text>
          {signedOut && !isLoggedIn() && (
            <Alert color="blue" role="status" data-testid="signed-out-reason">
              {signedOut}
            </Alert>
          )}
          {elsewhere && (
            <Alert color="yellow" role="status" data-testid="landing-wrong-address">
              {wrongAddressMessage(elsewhere)}{' '}
              <Anchor href={elsewhere} data-testid="landing-right-address">
                Open {elsewhere}
              </Anchor>
            </Alert>
          )}
          {isLoggedIn() && (
            <Button component={Link} to="/manage/manage-session" variant="light" data-testid="landing-continue">
              Continue to your dashboard
            </Button>
          )}
          <Group>
            <Button onClick={() => go(false)} loading={busy} data-testid="landing-sign-in">
              Sign in
            </Button>
            <Button variant="outline" onClick={() => go(true)} disabled={busy} data-testid="landing-create-account">
              Create account
            </Button>
          </Group>
          {config.devTools && (
            <Anchor component={Link} to="/dev/outbox" data-testid="landing-dev-outbox">
              Development outbox (e-mails and SMS sent locally)
            </Anchor>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
