import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { userApi } from '../../api/user.api';
import { PAYMENT_REDIRECT_MS } from './payment-timings';

/** /manage/payment-redirect 'Hang Tight': after 4 s the payment link (sms=true) or the billing portal. */
export function PaymentRedirectPage() {
  const [params] = useSearchParams();
  const sms = params.get('sms') === 'true';
  useEffect(() => {
    const id = window.setTimeout(async () => {
      const url = await (sms ? userApi.getPaymentLink() : userApi.billing()).catch(() => null);
      if (url) window.location.assign(url);
    }, PAYMENT_REDIRECT_MS);
    return () => window.clearTimeout(id);
  }, [sms]);
  return (
    <Paper withBorder p="xl" radius="md" data-testid="page-payment-redirect">
      <Stack align="center">
        <Title order={2}>Hang Tight</Title>
        <Text>We are taking you to {sms ? 'the payment page' : 'the billing portal'}…</Text>
        <Center>
          <Loader />
        </Center>
      </Stack>
    </Paper>
  );
}
