import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { NOT_CREDITED_TEXT, paymentSuccessOutcome } from '@paperbridge/contracts';
import { userApi } from '../../api/user.api';
import { SUCCESS_CHECK_MS, SUCCESS_MISMATCH_MS } from './payment-timings';

/**
 * /success: 'Payment Processing in Progress'; after 12 s the payment status
 * decides: not active or zero balance → the not-credited message, then
 * manage-session after 20 s; otherwise manage-session at once.
 */
export function PaymentSuccessPage() {
  const navigate = useNavigate();
  const [mismatch, setMismatch] = useState(false);
  useEffect(() => {
    let later: number | undefined;
    const id = window.setTimeout(async () => {
      const s = await userApi.paymentStatus().catch(() => null);
      if (paymentSuccessOutcome(s) === 'not_credited') {
        setMismatch(true);
        later = window.setTimeout(() => navigate('/manage/manage-session', { replace: true }), SUCCESS_MISMATCH_MS);
      } else navigate('/manage/manage-session', { replace: true });
    }, SUCCESS_CHECK_MS);
    return () => {
      window.clearTimeout(id);
      if (later) window.clearTimeout(later);
    };
  }, [navigate]);
  return (
    <Paper withBorder p="xl" radius="md" data-testid="page-payment-success">
      <Stack align="center">
        <Title order={2}>Payment Processing in Progress</Title>
        {mismatch ? (
          <Alert color="yellow" data-testid="payment-not-credited">
            {NOT_CREDITED_TEXT}
          </Alert>
        ) : (
          <>
            <Text>Please wait while we confirm your payment.</Text>
            <Loader />
          </>
        )}
      </Stack>
    </Paper>
  );
}
