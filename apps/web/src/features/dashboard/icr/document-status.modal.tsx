import { Alert, Center, Group, Loader, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_MSG, type Milestone } from '@paperbridge/contracts';
import { IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { icrApi } from './icr.api';

const GROUPS = [
  { key: 'in', title: 'In' },
  { key: 'process', title: 'Process' },
  { key: 'out', title: 'Out' },
] as const;

function StepLine({ step }: { step: Milestone['in'][number] }) {
  const [colour, Icon, state] =
    step.status === true
      ? ['green', IconCheck, 'Done']
      : step.status === false
        ? ['red', IconX, 'Failed']
        : ['gray', IconClock, 'Pending'];
  return (
    <Group gap="xs" data-testid="document-status-step">
      <ThemeIcon size="sm" radius="xl" color={colour}>
        <Icon size={12} />
      </ThemeIcon>
      <Text size="sm">
        {step.name} — {state}
      </Text>
    </Group>
  );
}

/** Document Status modal (spec 000 §2): the milestone trail of one document, read fresh with GetDocMilestone. */
export function DocumentStatusModal({
  dtId,
  reference,
  onClose,
}: {
  dtId: string | null;
  reference: string;
  onClose: () => void;
}) {
  const q = useQuery({
    queryKey: ['dashboard', 'milestone', dtId],
    queryFn: () => icrApi.milestone(dtId!),
    enabled: !!dtId,
  });
  return (
    <Modal opened={!!dtId} onClose={onClose} title="Document Status" centered data-testid="document-status">
      <Text size="sm" c="dimmed" mb="sm">
        {reference}
      </Text>
      {q.isLoading || !q.data ? (
        <Center p="md">
          <Loader size="sm" />
        </Center>
      ) : (
        <Stack gap="md">
          {GROUPS.map((g) => (
            <Stack key={g.key} gap={4} data-testid={`document-status-${g.key}`}>
              <Title order={6}>{g.title}</Title>
              {q.data[g.key].length ? (
                q.data[g.key].map((s) => <StepLine key={s.name} step={s} />)
              ) : (
                <Text size="sm" c="dimmed">
                  {DASHBOARD_MSG.milestoneMissing}
                </Text>
              )}
            </Stack>
          ))}
          {q.data.message && (
            <Alert color="red" data-testid="document-status-message">
              {q.data.message}
            </Alert>
          )}
        </Stack>
      )}
    </Modal>
  );
}
