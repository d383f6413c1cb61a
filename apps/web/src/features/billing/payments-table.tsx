import { Badge, Button, Paper, Table, Text, Tooltip } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { BillingDetails, PaymentView } from '@paperbridge/contracts';
import { useLocaleFormat } from '../../app/locale/use-locale-format.hook';
import { billingApi } from '../../api/billing.api';

const STATUS: Record<PaymentView['status'], { label: string; color: string }> = {
  open: { label: 'Not paid yet', color: 'gray' },
  paid: { label: 'Paid', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  expired: { label: 'Expired', color: 'gray' },
  refunded: { label: 'Refunded', color: 'orange' },
  not_credited: { label: 'Not credited', color: 'red' },
};

/** The company's top-ups with their state; a paid (or refunded) one has its receipt as a PDF. */
export function PaymentsTable({ details }: { details: BillingDetails }) {
  const format = useLocaleFormat();
  if (details.payments.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="billing-payments">
      <Text fw={600} mb="xs">
        Payments
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Receipt</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {details.payments.map((p) => {
              const s = STATUS[p.status];
              const badge = (
                <Badge color={s.color} variant="light">
                  {s.label}
                  {p.refunded > 0 && p.status === 'paid' ? `, ${format.money(p.refunded, p.currency)} refunded` : ''}
                </Badge>
              );
              return (
                <Table.Tr key={p.id} data-testid="payment-row" data-status={p.status}>
                  <Table.Td data-testid="payment-date">{format.moment(p.date)}</Table.Td>
                  <Table.Td ta="right">{format.money(p.amount, p.currency)}</Table.Td>
                  <Table.Td>{p.failureReason ? <Tooltip label={p.failureReason}>{badge}</Tooltip> : badge}</Table.Td>
                  <Table.Td>
                    {(p.status === 'paid' || p.status === 'refunded') && (
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconFileTypePdf size={14} />}
                        onClick={() => void billingApi.downloadReceipt(p.id)}
                        data-testid="receipt-download"
                      >
                        PDF
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
