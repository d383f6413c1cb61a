import type { Element } from '@xmldom/xmldom';
import { attr, children, first, text, textAt } from './dom-select.ts';
import type { EInvoice, EInvoiceAllowanceCharge, EInvoiceLine, EInvoiceVatBreakdown } from './einvoice.types.ts';
import type { ParseContext } from './parse-context.ts';
import { compact } from './compact-object.ts';
import { cac, cbc, parseUblParty } from './parse-ubl-party.ts';

/** BT-24 of a UBL document. */
export function ublSpecificationId(root: Element): string | undefined {
  return textAt(root, cbc('CustomizationID'));
}

/**
 * A UBL 2.1 Invoice or CreditNote (EN 16931, XRechnung, Peppol BIS 3) → the model. A credit note names
 * its type code, lines and quantities differently (CreditNoteTypeCode, CreditNoteLine, CreditedQuantity)
 * and puts the due date on the payment means.
 */
export function parseUbl(root: Element, ctx: ParseContext): EInvoice {
  const credit = root.localName === 'CreditNote';
  const currency = textAt(root, cbc('DocumentCurrencyCode'));
  const vatCurrency = textAt(root, cbc('TaxCurrencyCode'));
  const means = children(root, cac('PaymentMeans'));
  const payMeans = means.find((m) => first(m, cac('PayeeFinancialAccount'), cbc('ID'))) ?? means[0];
  const account = first(payMeans, cac('PayeeFinancialAccount'));
  const taxTotals = children(root, cac('TaxTotal'));
  const taxAmount = (t: Element) => first(t, cbc('TaxAmount'));
  const vatTotal = taxTotals.find((t) => (attr(taxAmount(t), 'currencyID') ?? currency) === currency) ?? taxTotals[0];
  const vatTotalAccounting =
    vatCurrency && vatCurrency !== currency
      ? taxTotals.find((t) => attr(taxAmount(t), 'currencyID') === vatCurrency)
      : undefined;
  const totals = first(root, cac('LegalMonetaryTotal'));
  const amount = (name: string, term: string) => ctx.number(first(totals, cbc(name)), term);
  const dueDateEl = credit
    ? means.map((m) => first(m, cbc('PaymentDueDate'))).find(Boolean)
    : first(root, cbc('DueDate'));
  const issueDateEl = first(root, cbc('IssueDate'));

  return compact({
    number: textAt(root, cbc('ID')),
    typeCode: textAt(root, cbc(credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode')),
    issueDate: ctx.date(issueDateEl, text(issueDateEl), undefined, 'the issue date (BT-2)'),
    dueDate: ctx.date(dueDateEl, text(dueDateEl), undefined, 'the payment due date (BT-9)'),
    currency,
    vatCurrency,
    buyerReference: textAt(root, cbc('BuyerReference')),
    orderReference: textAt(root, cac('OrderReference'), cbc('ID')),
    precedingInvoice: textAt(root, cac('BillingReference'), cac('InvoiceDocumentReference'), cbc('ID')),
    // the UBL binding writes a note's subject code (BT-21) as a "#CODE#" prefix of its text (BT-22)
    notes: children(root, cbc('Note'))
      .map((e) => text(e)?.replace(/^#[A-Z0-9]{1,3}#\s*/, ''))
      .filter((v): v is string => !!v),
    seller: parseUblParty(first(root, cac('AccountingSupplierParty'), cac('Party'))),
    buyer: parseUblParty(first(root, cac('AccountingCustomerParty'), cac('Party'))),
    paymentTerms: textAt(root, cac('PaymentTerms'), cbc('Note')),
    paymentMeansCode: textAt(payMeans, cbc('PaymentMeansCode')),
    paymentReference: textAt(payMeans, cbc('PaymentID')),
    iban: textAt(account, cbc('ID')),
    accountName: textAt(account, cbc('Name')),
    bic: textAt(account, cac('FinancialInstitutionBranch'), cbc('ID')),
    allowancesCharges: children(root, cac('AllowanceCharge')).map((a) => parseAllowanceCharge(ctx, a, true)),
    vatBreakdown: vatTotal ? children(vatTotal, cac('TaxSubtotal')).map((s) => parseVat(ctx, s)) : [],
    totals: compact({
      lineTotal: amount('LineExtensionAmount', 'the sum of line amounts (BT-106)'),
      allowanceTotal: amount('AllowanceTotalAmount', 'the sum of allowances (BT-107)'),
      chargeTotal: amount('ChargeTotalAmount', 'the sum of charges (BT-108)'),
      withoutVat: amount('TaxExclusiveAmount', 'the total without VAT (BT-109)'),
      vatTotal: vatTotal ? ctx.number(taxAmount(vatTotal), 'the VAT total (BT-110)') : undefined,
      vatTotalAccounting: vatTotalAccounting
        ? ctx.number(taxAmount(vatTotalAccounting), 'the VAT total in accounting currency (BT-111)')
        : undefined,
      withVat: amount('TaxInclusiveAmount', 'the total with VAT (BT-112)'),
      paid: amount('PrepaidAmount', 'the paid amount (BT-113)'),
      rounding: amount('PayableRoundingAmount', 'the rounding amount (BT-114)'),
      payable: amount('PayableAmount', 'the amount due (BT-115)'),
    }),
    lines: children(root, cac(credit ? 'CreditNoteLine' : 'InvoiceLine')).map((l) => parseLine(ctx, l, credit)),
  });
}

function parseLine(ctx: ParseContext, line: Element, credit: boolean): EInvoiceLine {
  const item = first(line, cac('Item'));
  const price = first(line, cac('Price'));
  const quantity = first(line, cbc(credit ? 'CreditedQuantity' : 'InvoicedQuantity'));
  const tax = first(item, cac('ClassifiedTaxCategory'));
  const id = textAt(line, cbc('ID'));
  const term = (bt: string) => `${bt} of line ${id ?? '?'}`;
  return compact({
    id,
    note: textAt(line, cbc('Note')),
    name: textAt(item, cbc('Name')),
    description: textAt(item, cbc('Description')),
    sellerItemId: textAt(item, cac('SellersItemIdentification'), cbc('ID')),
    quantity: ctx.number(quantity, term('the quantity (BT-129)')),
    unitCode: attr(quantity, 'unitCode'),
    netPrice: ctx.number(first(price, cbc('PriceAmount')), term('the net price (BT-146)')),
    grossPrice: ctx.number(first(price, cac('AllowanceCharge'), cbc('BaseAmount')), term('the gross price (BT-148)')),
    priceBaseQuantity: ctx.number(first(price, cbc('BaseQuantity')), term('the price base quantity (BT-149)')),
    netAmount: ctx.number(first(line, cbc('LineExtensionAmount')), term('the line amount (BT-131)')),
    vatCategory: textAt(tax, cbc('ID')),
    vatRate: ctx.number(first(tax, cbc('Percent')), term('the VAT rate (BT-152)')),
    allowancesCharges: children(line, cac('AllowanceCharge')).map((a) => parseAllowanceCharge(ctx, a, false)),
  });
}

function parseAllowanceCharge(ctx: ParseContext, el: Element, documentLevel: boolean): EInvoiceAllowanceCharge {
  const category = first(el, cac('TaxCategory'));
  return compact({
    isCharge: textAt(el, cbc('ChargeIndicator')) === 'true',
    amount: ctx.number(first(el, cbc('Amount')), 'an allowance or charge amount (BT-92/99/136/141)'),
    baseAmount: ctx.number(first(el, cbc('BaseAmount')), 'an allowance or charge base amount'),
    percentage: ctx.number(first(el, cbc('MultiplierFactorNumeric')), 'an allowance or charge percentage'),
    reason: textAt(el, cbc('AllowanceChargeReason')),
    reasonCode: textAt(el, cbc('AllowanceChargeReasonCode')),
    vatCategory: documentLevel ? textAt(category, cbc('ID')) : undefined,
    vatRate: documentLevel ? ctx.number(first(category, cbc('Percent')), 'an allowance or charge VAT rate') : undefined,
  });
}

function parseVat(ctx: ParseContext, subtotal: Element): EInvoiceVatBreakdown {
  const category = first(subtotal, cac('TaxCategory'));
  return compact({
    category: textAt(category, cbc('ID')),
    rate: ctx.number(first(category, cbc('Percent')), 'a VAT rate (BT-119)'),
    taxableAmount: ctx.number(first(subtotal, cbc('TaxableAmount')), 'a VAT taxable amount (BT-116)'),
    taxAmount: ctx.number(first(subtotal, cbc('TaxAmount')), 'a VAT amount (BT-117)'),
    exemptionReason: textAt(category, cbc('TaxExemptionReason')),
    exemptionReasonCode: textAt(category, cbc('TaxExemptionReasonCode')),
  });
}
