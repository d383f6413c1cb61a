import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card every onboarding step sits in. */
export function OnboardingCard({ title, subtitle, testId, children }: { title: string; subtitle?: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={640} mx="auto" data-testid={testId}>
      <Stack>
        <div>
          <Title order={2}>{title}</Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
