import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoneyForLocale } from '@paperbridge/contracts';
import { useCompanyLocale } from '../../app/locale/use-company-locale.hook';
import { billingApi } from '../../api/billing.api';
import { LedgerTable } from './ledger-table';
import { PaymentsTable } from './payments-table';
import { TopUpCard } from './top-up-card';

const PAGE_SIZE = 10;

/**
 * /admin/billing (the answer of Billing; sidebar Billing, the top-up banner, the balance modal and the
 * payment-and-billing deep link all come here): the balance in the ledger's currency, written the
 * company's way (its regional settings, issue 30), the top-ups
 * on offer, every ledger row (each page charge with its document and pages, each top-up and refund)
 * and the payments with their receipts.
 */
export function BillingPage() {
  const [page, setPage] = useState(1);
  const { data, isError } = useQuery({
    queryKey: ['billingDetails', page],
    queryFn: () => billingApi.details(page, PAGE_SIZE),
  });
  const locale = useCompanyLocale();
  const money = (amount: number) => formatMoneyForLocale(amount, data?.currency ?? locale.currency, locale);
  return (
    <Stack data-testid="page-billing">
      <Title order={2}>Billing</Title>
      {isError && <Alert color="red">The billing details could not be loaded.</Alert>}
      {data && (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Paper withBorder p="md" radius="md">
              <Text size="sm" c="dimmed">
                Available balance
              </Text>
              <Text fz={32} fw={700} data-testid="billing-balance">
                {money(data.balance)}
              </Text>
              <Group gap="lg" mt="xs">
                <Text size="sm" c="dimmed" data-testid="billing-price">
                  {money(data.pricePerPage)} per page
                </Text>
                <Text size="sm" c="dimmed">
                  Minimum {money(data.minBalanceRequired)}, warning below {money(data.warningBalance)}
                </Text>
              </Group>
            </Paper>
            <TopUpCard details={data} />
          </SimpleGrid>
          <LedgerTable details={data} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
          <PaymentsTable details={data} />
        </>
      )}
    </Stack>
  );
}
