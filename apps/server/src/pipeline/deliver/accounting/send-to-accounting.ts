import { and, eq } from 'drizzle-orm';
import { INTEGRATION_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import { integrationConnections } from '../../../db/schema/index.ts';
import type { DeliveryOutcome } from '../delivery-outcome.ts';
import type { LoadedDelivery } from '../load-delivery.ts';
import { accountingBill } from './accounting-bill.ts';
import { adapterForDestination } from '../../../domain/integrations/accounting-adapters.ts';
import { freshAccessToken, markDisconnected } from '../../../domain/integrations/fresh-access-token.ts';

/**
 * The idempotency key of a bill (Xero's Idempotency-Key, QuickBooks' requestid, at most 50
 * characters): the same on every try of one document attempt and destination, so a send repeated
 * after a worker died between posting and recording answers the bill made the first time. A
 * Process Log resend has its own number, so it is a new bill.
 */
export const accountingKey = (documentId: string, attempt: number, destination: string, resend?: number) =>
  `pb-${documentId.replace(/-/g, '')}-${attempt}${resend ? `-s${resend}` : ''}-${destination === 'Xero' ? 'x' : 'q'}`;

/** Sends the document to the mapping's Xero or QuickBooks integration as a bill. */
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
  const settings = { contactRef: row.contactRef ?? '', accountCode: row.accountCode, taxType: row.taxType };
  const missing = adapter.missing(settings);
  if (missing)
    return { ok: false, retry: false, error: `The ${adapter.name} setup of this mapping is not finished: ${missing}.` };

  let access = await freshAccessToken(ctx, row);
  if (!access.ok) return { ok: false, retry: access.retry, error: access.error };
  const bill = accountingBill(loaded.data);
  const key = accountingKey(doc.id, doc.attempt, destination, resend);
  const post = (token: string) => adapter.postBill(ctx.config, token, row.tenantId ?? '', bill, settings, key);
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
        format: 'Bill',
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
