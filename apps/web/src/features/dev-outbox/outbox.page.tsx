import { Badge, Card, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { OutboxMessage } from '@paperbridge/contracts';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Navigate } from 'react-router';
import { devApi } from '../../api/dev.api';
import { useConfig } from '../../app/config/config.context';
import { findPin, Linkify } from './linkify';

export const OUTBOX_REFRESH_MS = 2000;

const newestFirst = (a: OutboxMessage, b: OutboxMessage) => b.createdAt.localeCompare(a.createdAt);

function OutboxItem({ m }: { m: OutboxMessage }) {
  const pin = m.channel === 'sms' ? findPin(m.body) : null;
  return (
    <Card withBorder radius="md" data-testid="outbox-item" data-channel={m.channel}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Badge color={m.channel === 'sms' ? 'grape' : 'blue'}>{m.channel === 'sms' ? 'SMS' : 'E-mail'}</Badge>
          <Text fw={600} data-testid="outbox-to">
            {m.to}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {dayjs(m.createdAt).format('DD MMM YYYY hh:mm:ss A')}
        </Text>
      </Group>
      {m.subject && (
        <Text fw={500} mb="xs" data-testid="outbox-subject">
          {m.subject}
        </Text>
      )}
      {pin && (
        <Text mb="xs">
          PIN:{' '}
          <Code fz="lg" data-testid="outbox-pin">
            {pin}
          </Code>
        </Text>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="outbox-body">
        <Linkify text={m.body} />
      </Text>
    </Card>
  );
}

/** /dev/outbox: e-mails and SMS the product sent, newest first, refreshed every 2 s (development only). */
export function OutboxPage() {
  const config = useConfig();
  const q = useQuery({
    queryKey: ['outbox'],
    queryFn: devApi.outbox,
    refetchInterval: OUTBOX_REFRESH_MS,
    enabled: config.devTools,
  });
  if (!config.devTools) return <Navigate to="/" replace />;
  const messages = [...(q.data ?? [])].sort(newestFirst);
  return (
    <Container size="md" py="lg" data-testid="page-dev-outbox">
      <Title order={2} mb="xs">
        Development outbox
      </Title>
      <Text c="dimmed" mb="md">
        Every e-mail and SMS Paperbridge sent from this server. Use the verification link and the PIN here to finish
        sign-up locally.
      </Text>
      <Stack>
        {messages.length === 0 && <Text data-testid="outbox-empty">Nothing sent yet.</Text>}
        {messages.map((m) => (
          <OutboxItem key={m.id} m={m} />
        ))}
      </Stack>
    </Container>
  );
}
