import { BILLING_CALLS, MSG, type CompleteTestCheckoutRequest } from '@paperbridge/contracts';
import { getToken } from '../app/session/session-store';
import { toastWarning } from '../components/toast';
import { callApi } from './call-api';

export const billingApi = {
  details: (page: number, pageSize: number) => callApi(BILLING_CALLS.getBillingDetails, { query: { page, pageSize } }),
  /** where to pay: Stripe Checkout, or the embedded test-payment page */
  createTopUp: (amount: number) => callApi(BILLING_CALLS.createTopUp, { body: { amount } }),
  // TestCheckout's `id` is read by the route without a contracts query schema
  testCheckout: (id: string) => callApi(BILLING_CALLS.testCheckout, { query: { id } }),
  completeTestCheckout: (body: CompleteTestCheckoutRequest) => callApi(BILLING_CALLS.completeTestCheckout, { body }),
  /** the receipt PDF, saved through a temporary link (the call needs the bearer token, so no plain href) */
  async downloadReceipt(paymentId: string): Promise<void> {
    const res = await fetch(`${BILLING_CALLS.downloadReceipt.path}?id=${encodeURIComponent(paymentId)}`, {
      headers: { Authorization: `Bearer ${getToken() ?? ''}` },
    });
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      toastWarning(body?.message ?? MSG.genericFailure);
      return;
    }
    const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'receipt.pdf';
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
};
