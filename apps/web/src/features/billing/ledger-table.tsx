import { Badge, Group, Pagination, Paper, Table, Text } from '@mantine/core';
import type { BillingDetails } from '@paperbridge/contracts';
import { useLocaleFormat } from '../../app/locale/use-locale-format.hook';

/**
 * Every ledger row, newest first: page charges name their document and pages; each row shows the balance it left.
 * Dates and amounts go through the app's one locale formatter, as on every other screen (issue 26 point 6).
 */
export function LedgerTable({
  details,
  page,
  pageSize,
  onPage,
}: {
  details: BillingDetails;
  page: number;
  pageSize: number;
  onPage: (p: number) => void;
}) {
  const { entries, recordCount } = details.ledger;
  const pages = Math.max(1, Math.ceil(recordCount / pageSize));
  const format = useLocaleFormat();
  const money = (amount: number) => format.money(amount, details.currency);
  return (
    <Paper withBorder p="md" radius="md" data-testid="billing-ledger">
      <Text fw={600} mb="xs">
        Ledger
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Pages</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.id} data-testid="ledger-row" data-kind={e.kind}>
                <Table.Td data-testid="ledger-date">{format.moment(e.date)}</Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    {e.documentId ? (
                      <Badge variant="light">Document</Badge>
                    ) : e.paymentId ? (
                      <Badge variant="light" color="green">
                        Payment
                      </Badge>
                    ) : null}
                    <Text size="sm">{e.description}</Text>
                  </Group>
                </Table.Td>
                <Table.Td>{e.pages ?? ''}</Table.Td>
                <Table.Td ta="right" c={e.kind === 'credit' ? 'green' : undefined}>
                  {money(e.kind === 'credit' ? e.amount : -e.amount)}
                </Table.Td>
                <Table.Td ta="right">{money(e.balanceAfter)}</Table.Td>
              </Table.Tr>
            ))}
            {entries.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text c="dimmed" size="sm">
                    Nothing booked yet.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="flex-end" mt="sm">
          <Pagination total={pages} value={page} onChange={onPage} size="sm" data-testid="ledger-pages" />
        </Group>
      )}
    </Paper>
  );
}
