import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useConfig } from '../../app/config/config.context';
import { getToken, isLoggedIn } from '../../app/session/session-store';
import { LS } from '../../app/session/storage-keys';
import { externalAppUrl } from '../../app/layouts/external-app-url';

/** /legal: a logged-in user is sent to the external AI app with the session token. */
export function LegalPage() {
  const config = useConfig();
  const token = getToken();
  const target = isLoggedIn() && token ? externalAppUrl(config, 'legal', token) : null;
  useEffect(() => {
    if (target) {
      localStorage.removeItem(LS.isLegalRedirect);
      window.location.assign(target);
    } else {
      localStorage.setItem(LS.isLegalRedirect, 'true');
    }
  }, [target]);
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" maw={520} w="100%" data-testid="page-legal">
        <Stack>
          <Title order={2}>Legal</Title>
          {target ? (
            <Text>Opening the legal workspace…</Text>
          ) : (
            <Text>
              Please{' '}
              <Anchor component={Link} to="/">
                sign in
              </Anchor>{' '}
              to open the legal workspace.
              {isLoggedIn() && ' The legal workspace address is not configured.'}
            </Text>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
