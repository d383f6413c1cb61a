import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form of many fields (company details) takes two columns; a short step (features, PIN) stays narrow. */
export const ONBOARDING_WIDTHS = { wide: 880, narrow: 560 } as const;

/** The card every onboarding step sits in, centred, as wide as its content needs (issue 14 point 8). */
export function OnboardingCard({
  title,
  subtitle,
  testId,
  width = 'narrow',
  children,
}: {
  title: string;
  subtitle?: string;
  testId: string;
  width?: keyof typeof ONBOARDING_WIDTHS;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={ONBOARDING_WIDTHS[width]} mx="auto" data-testid={testId}>
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
