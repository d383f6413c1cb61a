import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoneyForLocale, type BillingDetails } from '@paperbridge/contracts';
import { useCompanyLocale } from '../../app/locale/use-company-locale.hook';
import { billingApi } from '../../api/billing.api';

/** The offered top-up amounts; choosing one goes to the provider's checkout (or the test-payment page). */
export function TopUpCard({ details }: { details: BillingDetails }) {
  const [busy, setBusy] = useState<number | null>(null);
  const locale = useCompanyLocale();
  const topUp = async (amount: number) => {
    setBusy(amount);
    const url = await billingApi.createTopUp(amount).catch(() => null);
    if (url) window.location.assign(url);
    else setBusy(null);
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid="billing-top-up">
      <Text fw={600} mb="xs">
        Top up your balance
      </Text>
      {details.provider === 'none' ? (
        <Alert color="gray">Top-ups are not available: no payment provider is configured.</Alert>
      ) : (
        <>
          <Group gap="xs">
            {details.topUpAmounts.map((amount) => (
              <Button
                key={amount}
                variant="light"
                loading={busy === amount}
                disabled={busy !== null && busy !== amount}
                onClick={() => void topUp(amount)}
                data-testid={`top-up-${amount}`}
              >
                {formatMoneyForLocale(amount, details.currency, locale)}
              </Button>
            ))}
          </Group>
          <Text size="xs" c="dimmed" mt="xs">
            {details.provider === 'stripe'
              ? 'You pay securely with Stripe and come back here afterwards.'
              : 'Test payments: no payment provider is configured, so no money is charged.'}
          </Text>
        </>
      )}
    </Paper>
  );
}
