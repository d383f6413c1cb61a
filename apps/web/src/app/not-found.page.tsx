import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Center mih="100vh" data-testid="page-not-found">
      <Stack align="center">
        <Title order={2}>Page not found</Title>
        <Text c="dimmed">This address does not exist.</Text>
        <Anchor component={Link} to="/">
          Go to the start page
        </Anchor>
      </Stack>
    </Center>
  );
}
