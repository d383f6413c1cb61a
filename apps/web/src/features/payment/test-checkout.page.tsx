import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatMoneyForLocale } from '@paperbridge/contracts';
import { useCompanyLocale } from '../../app/locale/use-company-locale.hook';
import { billingApi } from '../../api/billing.api';

export const TEST_PAYMENT_NOTICE = 'Test payment — no money is charged';

/**
 * /manage/test-checkout/:checkoutId: the embedded provider's checkout, used when no payment
 * provider is configured (npm start). Paying sends the same kind of event Stripe's webhook
 * would, and the browser goes to /success/ like after Stripe Checkout.
 */
export function TestCheckoutPage() {
  const { checkoutId = '' } = useParams();
  const [busy, setBusy] = useState<'paid' | 'declined' | null>(null);
  const locale = useCompanyLocale();
  const { data, isError } = useQuery({
    queryKey: ['testCheckout', checkoutId],
    queryFn: () => billingApi.testCheckout(checkoutId),
    retry: false,
  });
  const complete = async (outcome: 'paid' | 'declined') => {
    setBusy(outcome);
    const done = await billingApi.completeTestCheckout({ checkoutId, outcome }).catch(() => null);
    if (done) window.location.assign(done.redirectUrl);
    else setBusy(null);
  };
  return (
    <Paper withBorder p="xl" radius="md" maw={480} mx="auto" data-testid="page-test-checkout">
      <Stack>
        <Badge color="orange" size="lg" variant="filled" data-testid="test-payment-notice">
          {TEST_PAYMENT_NOTICE}
        </Badge>
        <Title order={2}>Top up your balance</Title>
        {isError && <Alert color="red">This checkout could not be found.</Alert>}
        {!data && !isError && <Loader />}
        {data && (
          <>
            <Text>
              {data.companyName || 'Your company'} pays{' '}
              <Text span fw={700} data-testid="test-checkout-amount">
                {formatMoneyForLocale(data.amount, data.currency, locale)}
              </Text>
              .
            </Text>
            <TextInput label="E-mail" value={data.email} readOnly />
            <TextInput
              label="Card number"
              value="4242 4242 4242 4242"
              readOnly
              description="A test card: nothing is charged to it."
            />
            {data.status === 'open' || data.status === 'failed' ? (
              <Group>
                <Button
                  onClick={() => void complete('paid')}
                  loading={busy === 'paid'}
                  disabled={busy !== null}
                  data-testid="test-checkout-pay"
                >
                  Pay {formatMoneyForLocale(data.amount, data.currency, locale)}
                </Button>
                <Button
                  variant="default"
                  onClick={() => void complete('declined')}
                  loading={busy === 'declined'}
                  disabled={busy !== null}
                  data-testid="test-checkout-decline"
                >
                  Decline the card
                </Button>
              </Group>
            ) : (
              <Alert color="gray">This checkout is {data.status.replace('_', ' ')}.</Alert>
            )}
            {data.status === 'failed' && (
              <Alert color="red">The last attempt was declined. Try again or go back.</Alert>
            )}
            <Text size="sm">
              <Link to="/admin/billing">Back to billing</Link>
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
