import type { BillingDetails, CompleteTestCheckoutRequest, TestCheckout } from '@paperbridge/contracts';
import { MSG } from '@paperbridge/contracts';
import { getToken } from '../app/session/session-store';
import { toastWarning } from '../components/toast';
import { apiGet, apiPost } from './api-client';

const BILLING = '/api/admin/Billing';

export const billingApi = {
  details: (page: number, pageSize: number) => apiGet<BillingDetails>(`${BILLING}/GetBillingDetails`, { query: { page, pageSize } }),
  /** where to pay: Stripe Checkout, or the embedded test-payment page */
  createTopUp: (amount: number) => apiPost<string>(`${BILLING}/CreateTopUp`, { amount }),
  testCheckout: (id: string) => apiGet<TestCheckout>(`${BILLING}/TestCheckout`, { query: { id } }),
  completeTestCheckout: (body: CompleteTestCheckoutRequest) => apiPost<{ outcome: string; redirectUrl: string }>(`${BILLING}/CompleteTestCheckout`, body),
  /** the receipt PDF, saved through a temporary link (the call needs the bearer token, so no plain href) */
  async downloadReceipt(paymentId: string): Promise<void> {
    const res = await fetch(`${BILLING}/DownloadReceipt?id=${encodeURIComponent(paymentId)}`, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
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
