import { EmptyState, Paper, Stack, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  testId: string;
  children?: ReactNode;
}

/** An honest page for a screen that a later issue delivers. */
export function ComingLaterPage({ title, testId, children }: Props) {
  return (
    <Stack data-testid={testId}>
      <Title order={2}>{title}</Title>
      <Paper withBorder p="xl" radius="md">
        <EmptyState
          icon={<IconClockHour4 size={32} />}
          title="Coming in a later release"
          description={`The ${title} screen arrives in a later release of Paperbridge.`}
          data-testid="coming-later"
        />
        {children}
      </Paper>
    </Stack>
  );
}
