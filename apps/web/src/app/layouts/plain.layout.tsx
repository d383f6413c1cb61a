import { Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { Brand } from '../../components/brand';
import { HelpButton } from '../../features/help/help.button';
import { SessionTimer } from '../session/session-timer';

/** Centered layout for /auth, /manage and /success; the logged-in ones also run the session timer. */
export function PlainLayout({ withSessionTimer = false }: { withSessionTimer?: boolean }) {
  return (
    <Box mih="100vh" py="lg">
      <Container size="md">
        <Group mb="lg" justify="space-between">
          <Brand />
          <HelpButton />
        </Group>
        <Outlet />
      </Container>
      {withSessionTimer && <SessionTimer />}
    </Box>
  );
}
