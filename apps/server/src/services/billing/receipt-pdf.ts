import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { formatAmountForLocale, formatDateForLocale, type CompanyLocale } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { inCompany } from '../../db/company-scope.ts';
import { companies, payments } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors/domain-error.ts';
import { ownCompany } from '../company/own-company.ts';
import { centsToAmount } from '../../domain/ledger/ledger-summary.ts';
import { localeOfCompany } from '../../domain/company/company-locale.ts';

/**
 * The standard PDF fonts cannot draw ₹, so receipts write amounts with the ISO code; the digits
 * and the date are the company's way, as the app shows them (issue 26 point 6: one date format).
 */
const money = (cents: number, currency: string, locale: CompanyLocale) =>
  `${currency} ${formatAmountForLocale(centsToAmount(cents), locale)}`;

/** A receipt for a top-up the company paid (and what of it was refunded), as a one-page PDF. */
export async function receiptPdf(
  ctx: AppContext,
  caller: CallerContext,
  paymentId: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const [p] = await ctx.db
    .select()
    .from(payments)
    .where(inCompany(payments, caller, eq(payments.id, paymentId)));
  if (!p || (p.status !== 'paid' && p.status !== 'refunded')) throw notFound('No receipt for this payment.');
  const [c] = await ctx.db.select().from(companies).where(ownCompany(caller));
  const locale = localeOfCompany(c);
  const number = `PB-${p.id.slice(0, 8).toUpperCase()}`;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${number}`);
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // WinAnsi only: anything else in a company's own text is left out rather than failing the receipt
  const safe = (s: string) => s.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
  let y = 780;
  const line = (text: string, opts: { size?: number; bold?: boolean; gap?: number } = {}) => {
    page.drawText(safe(text), {
      x: 56,
      y,
      size: opts.size ?? 11,
      font: opts.bold ? bold : font,
      color: rgb(0.1, 0.1, 0.1),
    });
    y -= opts.gap ?? 18;
  };
  line('Paperbridge', { size: 20, bold: true, gap: 30 });
  line(`Receipt ${number}`, { size: 14, bold: true, gap: 26 });
  line(`Date: ${formatDateForLocale(p.updatedAt.toISOString(), locale)}`);
  line(`Billed to: ${c?.companyName || c?.contactName || ''}`);
  line(`E-mail: ${p.payerEmail ?? c?.email ?? ''}`, { gap: 28 });
  line('Prepaid balance top-up', { bold: true });
  line(`Amount paid: ${money(p.amountCents, p.currency, locale)}`);
  if (p.refundedCents > 0) line(`Refunded: ${money(p.refundedCents, p.currency, locale)}`);
  line(`Paid through: ${p.provider === 'stripe' ? 'Stripe' : 'Test payment (no money was charged)'}`);
  line(`Reference: ${p.checkoutId}`, { size: 9 });
  return { bytes: await pdf.save(), fileName: `receipt-${number}.pdf` };
}
