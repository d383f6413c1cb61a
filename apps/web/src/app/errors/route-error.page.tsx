import { Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Brand } from '../../components/brand';
import { isStaleChunkError, mayReloadForNewVersion, reloadForNewVersion } from './new-version-reload';

interface Props {
  /** outside the signed-in layout the page has the whole window and the brand on top */
  fullPage?: boolean;
}

function messageOf(error: unknown, stale: boolean) {
  if (stale)
    return {
      title: 'Paperbridge has been updated',
      text: 'This page could not load its part of the new version. Reload the page to continue.',
    };
  if (isRouteErrorResponse(error) && error.status === 404)
    return { title: 'Page not found', text: 'This address does not exist.' };
  return {
    title: 'Something went wrong',
    text: 'This page could not be shown. Reload it to try again; nothing you saved is lost.',
  };
}

/**
 * The routes' errorElement, in the app's look: React Router's developer screen ("Unexpected Application
 * Error!") never reaches a user (issue 26). A page chunk a new deployment removed reloads the tab once
 * into the new version; if that does not help, this page says so with a Reload button.
 */
export function RouteErrorPage({ fullPage = false }: Props) {
  const error = useRouteError();
  const stale = isStaleChunkError(error);
  const [reloading, setReloading] = useState(() => stale && mayReloadForNewVersion());
  useEffect(() => {
    if (stale) setReloading(reloadForNewVersion());
    // the developer still finds the cause in the console
    else console.error(error);
  }, [stale, error]);

  const { title, text } = messageOf(error, stale);
  const body = reloading ? (
    <Stack align="center" gap="sm" data-testid="new-version-reloading">
      <Loader />
      <Text c="dimmed">Loading the new version of Paperbridge…</Text>
    </Stack>
  ) : (
    <Paper withBorder radius="md" p="xl" maw={480} data-testid="route-error">
      <Stack gap="sm">
        <Title order={3}>{title}</Title>
        <Text c="dimmed">{text}</Text>
        <Group gap="md">
          <Button
            leftSection={<IconRefresh size={16} />}
            onClick={() => window.location.reload()}
            data-testid="route-error-reload"
          >
            Reload
          </Button>
          <Anchor component={Link} to="/" size="sm" reloadDocument>
            Go to the start page
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
  if (!fullPage) return <Center mih="50vh">{body}</Center>;
  return (
    <Stack mih="100vh" p="lg" gap="xl">
      <Brand />
      <Center style={{ flex: 1 }}>{body}</Center>
    </Stack>
  );
}
