import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { paymentEvents, payments, users } from '../../db/schema/index.ts';
import { bookLedgerEntry, type Tx } from '../../domain/ledger/book-ledger-entry.ts';
import type { PaymentEvent } from './payment-provider.ts';

type PaymentRow = typeof payments.$inferSelect;

export const currencyMismatchReason = (paid: string, held: string) =>
  `Paid in ${paid}, but your balance is held in ${held}: the payment was not credited. Please contact support for a refund.`;

export type EventOutcome =
  'duplicate' | 'credited' | 'refunded' | 'failed' | 'expired' | 'not_credited' | `ignored: ${string}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function findPayment(tx: Tx, e: PaymentEvent): Promise<PaymentRow | undefined> {
  const by = async (cond: ReturnType<typeof eq>) =>
    (
      await tx
        .select()
        .from(payments)
        .where(and(eq(payments.provider, e.provider), cond))
        .for('update')
    )[0];
  return (
    (e.paymentRef && UUID.test(e.paymentRef) ? await by(eq(payments.id, e.paymentRef)) : undefined) ??
    (e.checkoutId ? await by(eq(payments.checkoutId, e.checkoutId)) : undefined) ??
    (e.paymentIntentId ? await by(eq(payments.paymentIntentId, e.paymentIntentId)) : undefined)
  );
}

/**
 * A checkout the product did not start (a payment link paid outside the product): credited to the
 * account whose e-mail paid, else kept as not credited (spec 002 §2 /success/: "payment succeeded
 * but the account was not credited (email mismatch)").
 */
async function foreignCheckout(tx: Tx, e: PaymentEvent): Promise<PaymentRow> {
  const email = e.payerEmail?.trim().toLowerCase();
  const [user] = email
    ? await tx
        .select({ companyId: users.companyId })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email))
        .limit(1)
    : [];
  const [row] = await tx
    .insert(payments)
    .values({
      companyId: user?.companyId ?? null,
      provider: e.provider,
      checkoutId: e.checkoutId!,
      paymentIntentId: e.paymentIntentId,
      amountCents: e.amountCents ?? 0,
      currency: e.currency ?? '',
      status: user ? 'open' : 'not_credited',
      payerEmail: email,
      failureReason: user ? null : 'The payer e-mail matches no account (e-mail mismatch).',
    })
    .returning();
  return row!;
}

/**
 * Applies one verified provider event, in one transaction: the event id is recorded first (a
 * delivery seen before changes nothing), the payment row is locked, and only forward moves are
 * taken (open → paid/failed/expired, failed → paid on a retried card, paid → refunded), so a
 * replayed, stale or out-of-order event changes nothing. Money moves only through bookLedgerEntry,
 * keyed by the checkout (credit) and by the refunded total (refund), so it is booked once.
 */
export async function applyPaymentEvent(
  db: Db,
  e: PaymentEvent,
): Promise<{ outcome: EventOutcome; paymentId?: string; companyId?: string | null }> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: e.provider, eventId: e.id, type: e.providerType, outcome: 'received' })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return { outcome: 'duplicate' as const };
    let payment = await findPayment(tx, e);
    if (!payment && e.type === 'checkout.completed' && e.checkoutId) payment = await foreignCheckout(tx, e);
    const outcome = payment ? await transition(tx, payment, e) : (`ignored: no payment for this event` as const);
    if (payment && !outcome.startsWith('ignored')) {
      await tx
        .update(payments)
        .set({ lastEventAt: e.createdAt, updatedAt: new Date() })
        .where(eq(payments.id, payment.id));
    }
    await tx
      .update(paymentEvents)
      .set({ outcome, paymentId: payment?.id })
      .where(and(eq(paymentEvents.provider, e.provider), eq(paymentEvents.eventId, e.id)));
    return { outcome, paymentId: payment?.id, companyId: payment?.companyId };
  });
}

async function transition(tx: Tx, p: PaymentRow, e: PaymentEvent): Promise<EventOutcome> {
  if (e.type === 'ignored') return 'ignored: not an event top-ups use';
  if (p.lastEventAt && e.createdAt < p.lastEventAt) return 'ignored: older than the last event applied';
  const set = (values: Partial<PaymentRow>) => tx.update(payments).set(values).where(eq(payments.id, p.id));
  switch (e.type) {
    case 'checkout.completed': {
      if (p.status === 'not_credited') return 'not_credited';
      if (p.status !== 'open' && p.status !== 'failed') return `ignored: the payment is ${p.status}`;
      if (e.currency && p.currency && e.currency !== p.currency) return 'ignored: currency differs from the checkout';
      const amountCents = e.amountCents ?? p.amountCents;
      const booked = await bookLedgerEntry(tx, {
        companyId: p.companyId!,
        kind: 'credit',
        amountCents,
        reason: 'Top-up',
        idempotencyKey: `payment:${p.provider}:${p.checkoutId}`,
        paymentId: p.id,
        currency: p.currency || e.currency || undefined,
      });
      if (booked.status === 'currency_mismatch') {
        // the profile's currency changed between this checkout and an earlier payment: the money is
        // kept on record, not credited, and the billing page says why (support refunds it)
        await set({
          status: 'not_credited',
          amountCents,
          paymentIntentId: e.paymentIntentId ?? p.paymentIntentId,
          failureReason: currencyMismatchReason(p.currency, booked.currency),
        });
        return 'not_credited';
      }
      await set({
        status: 'paid',
        amountCents,
        paymentIntentId: e.paymentIntentId ?? p.paymentIntentId,
        payerEmail: e.payerEmail?.toLowerCase() ?? p.payerEmail,
        failureReason: null,
      });
      return 'credited';
    }
    case 'checkout.failed':
    case 'payment.failed':
      if (p.status !== 'open' && p.status !== 'failed') return `ignored: the payment is ${p.status}`;
      await set({ status: 'failed', failureReason: (e.failureReason ?? 'The payment failed.').slice(0, 300) });
      return 'failed';
    case 'checkout.expired':
      if (p.status !== 'open' && p.status !== 'failed') return `ignored: the payment is ${p.status}`;
      await set({ status: 'expired' });
      return 'expired';
    case 'payment.refunded': {
      if (p.status !== 'paid' && p.status !== 'refunded') return `ignored: the payment is ${p.status}`;
      const total = Math.min(e.refundedCents ?? 0, p.amountCents);
      if (total <= p.refundedCents) return 'ignored: nothing more refunded';
      await bookLedgerEntry(tx, {
        companyId: p.companyId!,
        kind: 'debit',
        amountCents: total - p.refundedCents,
        reason: total === p.amountCents ? 'Top-up refunded' : 'Top-up partly refunded',
        idempotencyKey: `refund:${p.provider}:${p.checkoutId}:${total}`,
        paymentId: p.id,
      });
      await set({ status: total === p.amountCents ? 'refunded' : 'paid', refundedCents: total });
      return 'refunded';
    }
  }
}
