import { Alert, Badge, Table, Text } from '@mantine/core';
import type { ReviewChange } from './review-compare';

/** The read-only review's summary: every edit and deletion against what was extracted (spec 000 §4 step 2). */
export function ReviewChanges({ changes }: { changes: ReviewChange[] }) {
  if (!changes.length) return null;
  return (
    <Alert
      color="blue"
      title={`${changes.length} change${changes.length === 1 ? '' : 's'}`}
      data-testid="review-changes"
    >
      <Table>
        <Table.Tbody>
          {changes.map((c, i) => (
            <Table.Tr key={i} data-testid="review-change">
              <Table.Td w={90}>
                <Badge size="sm" color={c.kind === 'deleted' ? 'red' : 'blue'}>
                  {c.kind}
                </Badge>
              </Table.Td>
              <Table.Td>{c.where}</Table.Td>
              <Table.Td>
                {c.kind === 'edited' ? (
                  <Text size="sm">
                    <Text span td="line-through" c="dimmed">
                      {c.from || '(empty)'}
                    </Text>
                    {' → '}
                    {c.to || '(empty)'}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed" td="line-through">
                    {c.from}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
