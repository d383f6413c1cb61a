import { Alert, Button, Progress, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { captureApi } from './capture.api';
import type { CaptureStatus } from './capture-status';

const OUTCOME = {
  ready: { color: 'teal', title: 'Processed', text: 'The document is ready.' },
  review: {
    color: 'yellow',
    title: 'Processed: waiting for review',
    text: 'Someone needs to check a value before it is delivered.',
  },
  failed: { color: 'red', title: 'Not processed', text: '' },
} as const;

/** Progress while the pipeline works on the photo, then the outcome and the values read. */
export function CaptureResult({ status, onAgain }: { status: CaptureStatus; onAgain: () => void }) {
  const done = status.phase === 'done' && status.outcome !== 'failed' ? status : null;
  const data = useQuery({
    queryKey: ['capture', 'approval', done?.dtId],
    queryFn: () => captureApi.getDataForApproval(done!.dtId),
    enabled: !!done,
  });

  if (status.phase === 'sending' || status.phase === 'processing') {
    const value = status.phase === 'processing' ? status.progress : 2;
    return (
      <Stack gap={4} data-testid="capture-progress" data-progress={value}>
        <Text size="sm">{status.phase === 'processing' ? status.label : 'Sending the photo'}…</Text>
        <Progress value={value} animated size="lg" />
      </Stack>
    );
  }
  if (status.phase === 'error') {
    return (
      <Alert color="red" title="Not sent" data-testid="capture-result" data-outcome="error">
        {status.message}
      </Alert>
    );
  }
  if (status.phase !== 'done') return null;
  const o = OUTCOME[status.outcome];
  return (
    <Stack gap="xs">
      <Alert
        color={o.color}
        title={o.title}
        data-testid="capture-result"
        data-outcome={status.outcome}
        data-dt-id={status.dtId}
      >
        {status.message || o.text}
      </Alert>
      {data.data && data.data.form.length > 0 && (
        <Table data-testid="capture-values" withRowBorders>
          <Table.Tbody>
            {data.data.form.map((f) => (
              <Table.Tr key={f.id} data-testid="capture-value">
                <Table.Td fw={500}>{f.label}</Table.Td>
                <Table.Td>{f.value || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Button variant="light" onClick={onAgain} data-testid="capture-again">
        Capture another document
      </Button>
    </Stack>
  );
}
