import { and, eq } from 'drizzle-orm';
import { DOC_TYPE, INTEGRATION_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import { integrationConnections } from '../../../db/schema/index.ts';
import type { DeliveryOutcome } from '../delivery-outcome.ts';
import type { LoadedDelivery } from '../load-delivery.ts';
import { accountingBill } from './accounting-bill.ts';
import { accountingReceipt, receiptWithoutAmount } from './accounting-receipt.ts';
import { adapterForDestination } from '../../../domain/integrations/accounting-adapters.ts';
import type { AccountingAdapter, BillSettings } from '../../../connectors/oauth/accounting-adapter.ts';
import { choosePaymentAccount, type AccountingReceipt } from '../../../connectors/oauth/accounting-receipt.types.ts';
import type { ApiResult } from '../../../connectors/oauth/accounting-api-result.ts';
import { freshAccessToken, markDisconnected } from '../../../domain/integrations/fresh-access-token.ts';

/**
 * The idempotency key of a bill or a receipt (Xero's Idempotency-Key, QuickBooks' requestid, at most
 * 50 characters): the same on every try of one document attempt and destination, so a send repeated
 * after a worker died between posting and recording answers what was made the first time. A
 * Process Log resend has its own number, so it is a new one.
 */
export const accountingKey = (documentId: string, attempt: number, destination: string, resend?: number) =>
  `pb-${documentId.replace(/-/g, '')}-${attempt}${resend ? `-s${resend}` : ''}-${destination === 'Xero' ? 'x' : 'q'}`;

/**
 * Sends the document to the mapping's Xero or QuickBooks integration: a commercial invoice as a bill,
 * an expense receipt as a paid expense (issue 26: Xero spend money, a QuickBooks Purchase).
 */
export async function sendToAccounting(
  ctx: AppContext,
  loaded: LoadedDelivery,
  destination: string,
  resend?: number,
): Promise<DeliveryOutcome> {
  const adapter = adapterForDestination(destination);
  if (!adapter) return { ok: false, retry: false, error: `${destination} is not an accounting integration.` };
  const { document: doc, mapping } = loaded;
  const [row] = await ctx.db
    .select()
    .from(integrationConnections)
    .where(
      and(
        eq(integrationConnections.companyId, doc.companyId),
        eq(integrationConnections.mappingId, mapping.id),
        eq(integrationConnections.serviceCode, adapter.code),
      ),
    );
  if (!row) return { ok: false, retry: false, error: INTEGRATION_MSG.notConfigured };
  const settings: BillSettings = {
    contactRef: row.contactRef ?? '',
    accountCode: row.accountCode,
    taxType: row.taxType,
    paymentAccountId: row.paymentAccountId,
  };
  const isReceipt = mapping.docTypeId === DOC_TYPE.expenseReceipt;
  const missing = adapter.missing(settings, isReceipt ? 'receipt' : 'bill');
  if (missing)
    return { ok: false, retry: false, error: `The ${adapter.name} setup of this mapping is not finished: ${missing}.` };
  const receipt = isReceipt ? accountingReceipt(loaded.data) : null;
  if (receipt && receiptWithoutAmount(receipt))
    return {
      ok: false,
      retry: false,
      error: `The receipt has no total to send to ${adapter.name}: map its Total field or fill it in on review, then send again.`,
    };

  let access = await freshAccessToken(ctx, row);
  if (!access.ok) return { ok: false, retry: access.retry, error: access.error };
  const key = accountingKey(doc.id, doc.attempt, destination, resend);
  const tenantId = row.tenantId ?? '';
  const bill = receipt ? null : accountingBill(loaded.data);
  const post = (token: string) =>
    bill
      ? adapter.postBill(ctx.config, token, tenantId, bill, settings, key)
      : postReceipt(ctx.config, adapter, { token, tenantId, key }, receipt!, settings);
  let r = await post(access.accessToken);
  if (!r.ok && r.unauthorized) {
    // the token was refused before its time (revoked access token, clock skew): one refresh, one more try
    access = await freshAccessToken(ctx, access.connection, { force: true });
    if (!access.ok) return { ok: false, retry: access.retry, error: access.error };
    r = await post(access.accessToken);
  }
  if (r.ok)
    return {
      ok: true,
      receipt: {
        format: receipt ? adapter.receiptObject : 'Bill',
        location: `${adapter.name}: ${row.tenantName || row.tenantId}`,
        messageId: r.value.id,
        fileName: r.value.number,
      },
    };
  if (r.disconnected)
    return { ok: false, retry: false, error: await markDisconnected(ctx, access.connection, r.message) };
  return {
    ok: false,
    retry: r.retry,
    error: r.message,
    ...(r.retryAfterMs === undefined ? {} : { retryAfterMs: r.retryAfterMs }),
  };
}

/** A receipt from the account the mapping chose, or the one its payment method points to; none: refused for good. */
async function postReceipt(
  config: AppContext['config'],
  adapter: AccountingAdapter,
  call: { token: string; tenantId: string; key: string },
  receipt: AccountingReceipt,
  settings: BillSettings,
): Promise<ApiResult<{ id: string; number: string }>> {
  const accounts = await adapter.paymentAccounts(config, call.token, call.tenantId);
  if (!accounts.ok) return accounts;
  const pay = choosePaymentAccount(
    accounts.value,
    receipt.paidByCard,
    settings.paymentAccountId ?? null,
    adapter.name,
    adapter.noPaymentAccount,
  );
  if (!pay.ok) return { ok: false, status: 400, retry: false, message: pay.message };
  return adapter.postReceipt(config, call.token, call.tenantId, receipt, pay.account, settings, call.key);
}
