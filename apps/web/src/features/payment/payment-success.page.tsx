import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { NOT_CREDITED_TEXT, paymentSuccessOutcome, type CompanyLocale } from '@paperbridge/contracts';
import { billingApi } from '../../api/billing.api';
import { userApi } from '../../api/user.api';
import { useCompanyLocale } from '../../app/locale/use-company-locale.hook';
import { SS } from '../../app/session/storage-keys';
import { paymentConfirmation } from './payment-confirmation';
import { SUCCESS_CHECK_MS, SUCCESS_MISMATCH_MS } from './payment-timings';

/** The payment's confirmation, kept on screen (not a 10 s toast) until the user closes it. */
async function confirmPayment(checkoutId: string | null, locale: CompanyLocale): Promise<void> {
  const details = await billingApi.details(1, 1).catch(() => null);
  if (!details) return;
  const { title, message } = paymentConfirmation(details, checkoutId, locale);
  notifications.show({
    id: 'payment-confirmation',
    color: 'green',
    title,
    message,
    autoClose: false,
    'data-testid': 'payment-confirmation',
  });
}

/**
 * /success: 'Payment Processing in Progress'; after 12 s the payment status
 * decides: not active or zero balance → the not-credited message, then
 * manage-session after 20 s; otherwise manage-session at once, with the
 * payment's confirmation (amount and new balance) shown over the page it lands on.
 */
export function PaymentSuccessPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const checkoutId = params.get('session_id');
  const [mismatch, setMismatch] = useState(false);
  const locale = useCompanyLocale();
  // read when the check runs: the company's locale may arrive after the page opened
  const localeRef = useRef(locale);
  useEffect(() => {
    localeRef.current = locale;
  }, [locale]);
  useEffect(() => {
    let later: number | undefined;
    const id = window.setTimeout(async () => {
      // a payment ends onboarding: the welcome modal is not shown after it (issue 26 point 5)
      sessionStorage.removeItem(SS.newLogin);
      const s = await userApi.paymentStatus().catch(() => null);
      if (paymentSuccessOutcome(s) === 'not_credited') {
        setMismatch(true);
        later = window.setTimeout(() => navigate('/manage/manage-session', { replace: true }), SUCCESS_MISMATCH_MS);
      } else {
        await confirmPayment(checkoutId, localeRef.current);
        navigate('/manage/manage-session', { replace: true });
      }
    }, SUCCESS_CHECK_MS);
    return () => {
      window.clearTimeout(id);
      if (later) window.clearTimeout(later);
    };
  }, [navigate, checkoutId]);
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
