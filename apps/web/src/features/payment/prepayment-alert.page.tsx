import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { userApi } from '../../api/user.api';
import { PREPAYMENT_REDIRECT_MS } from './payment-timings';

/** /success/prepayment-alert and /prepayment-alert: after 6 s the payment link. */
export function PrepaymentAlertPage() {
  useEffect(() => {
    const id = window.setTimeout(async () => {
      const url = await userApi.getPaymentLink().catch(() => null);
      if (url) window.location.assign(url);
    }, PREPAYMENT_REDIRECT_MS);
    return () => window.clearTimeout(id);
  }, []);
  return (
    <Paper withBorder p="xl" radius="md" data-testid="page-prepayment-alert">
      <Stack align="center">
        <Title order={2}>Prepayment required</Title>
        <Text>
          Your account needs a prepaid balance before documents can be processed. Taking you to the payment page…
        </Text>
        <Loader />
      </Stack>
    </Paper>
  );
}
