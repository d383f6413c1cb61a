import { Anchor, Group, List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { FirstSteps as FirstStepsState } from '@paperbridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dashboardApi } from '../../api/dashboard.api';

/** The three steps a new company takes before its first document, in order, each with the page that does it. */
export const FIRST_STEPS = [
  {
    key: 'hasClient',
    label: 'Add a client',
    hint: 'the company whose documents you will send',
    to: '/admin/manage-client',
  },
  {
    key: 'hasMapping',
    label: 'Create a mapping',
    hint: 'map a sample document of that client to the data you want',
    to: '/admin/create-mapping',
  },
  {
    key: 'hasDocument',
    label: 'Upload a document',
    hint: 'Paperbridge reads it with the mapping and delivers the data',
    to: '/admin/manual-upload',
  },
] as const satisfies readonly { key: keyof FirstStepsState; label: string; hint: string; to: string }[];

/**
 * What to do next on a new company's dashboard (issue 14 point 12): shown until the company has a document.
 * The next step to take is the highlighted link; the steps already done are ticked.
 */
export function FirstSteps() {
  const steps = useQuery({ queryKey: ['first-steps'], queryFn: dashboardApi.getFirstSteps });
  if (!steps.data || steps.data.hasDocument) return null;
  const done = steps.data;
  const next = FIRST_STEPS.find((s) => !done[s.key]);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="first-steps">
      <Title order={3} mb={4}>
        First steps
      </Title>
      <Text c="dimmed" mb="md">
        Three steps to your first extracted document.
      </Text>
      <List spacing="sm" listStyleType="none">
        {FIRST_STEPS.map((s, i) => (
          <List.Item key={s.key} data-testid={`first-step-${s.key}`} data-done={done[s.key]}>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon
                radius="xl"
                size="md"
                variant={done[s.key] ? 'filled' : 'light'}
                color={done[s.key] ? 'green' : undefined}
              >
                {done[s.key] ? <IconCheck size={16} aria-label="done" /> : <Text fz="sm">{i + 1}</Text>}
              </ThemeIcon>
              <div>
                <Anchor
                  component={Link}
                  to={s.to}
                  fw={s === next ? 700 : 500}
                  td={done[s.key] ? 'line-through' : undefined}
                >
                  {s.label}
                </Anchor>
                <Text fz="sm" c="dimmed">
                  {s.hint}
                </Text>
              </div>
            </Group>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
