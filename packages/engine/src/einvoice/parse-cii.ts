import type { Element } from '@xmldom/xmldom';
import { type CiiDialect, stepsOf } from './cii-dialects.ts';
import { all, attr, children, elementChildren, first, text, textAt } from './dom-select.ts';
import type { EInvoice, EInvoiceAllowanceCharge, EInvoiceLine, EInvoiceVatBreakdown } from './einvoice.types.ts';
import type { ParseContext } from './parse-context.ts';
import { compact } from './compact-object.ts';
import { NS } from './einvoice-namespaces.ts';
import { parseCiiParty } from './parse-cii-party.ts';

/** BT-24 of a CII document (either dialect). */
export function ciiSpecificationId(d: CiiDialect, root: Element): string | undefined {
  const { rsm, ram } = stepsOf(d);
  return textAt(root, rsm(d.context), ram('GuidelineSpecifiedDocumentContextParameter'), ram('ID'));
}

/**
 * A CII invoice (Factur-X / ZUGFeRD 2.x / XRechnung D16B, or ZUGFeRD 1.0 through its dialect) → the model.
 * Reads what is there; whether it is enough is for the checks (check-en16931.ts).
 */
export function parseCii(d: CiiDialect, root: Element, ctx: ParseContext): EInvoice {
  const { rsm, ram } = stepsOf(d);
  const doc = first(root, rsm(d.document));
  const tx = first(root, rsm(d.transaction));
  const agreement = first(tx, ram(d.agreement));
  const settlement = first(tx, ram(d.settlement));
  const summation = first(settlement, ram(d.summation));
  const stated = textAt(settlement, ram('InvoiceCurrencyCode'));
  const currency = stated ?? (d.rsm === NS.ciiRsm ? undefined : currencyOfAmounts(summation, ctx));
  const vatCurrency = textAt(settlement, ram('TaxCurrencyCode'));
  const means = children(settlement, ram('SpecifiedTradeSettlementPaymentMeans'));
  // one IBAN in the model: the first payment means that has one (a list of bank accounts is rare)
  const payMeans = means.find((m) => first(m, ram('PayeePartyCreditorFinancialAccount'), ram('IBANID'))) ?? means[0];
  const terms = children(settlement, ram('SpecifiedTradePaymentTerms'));
  const dueDateEl = terms.map((t) => first(t, ram('DueDateDateTime'))).find(Boolean);
  const taxTotals = children(summation, ram('TaxTotalAmount'));
  const vatTotal = taxTotals.find((t) => (attr(t, 'currencyID') ?? currency) === currency) ?? taxTotals[0];
  const vatTotalAccounting =
    vatCurrency && vatCurrency !== currency ? taxTotals.find((t) => attr(t, 'currencyID') === vatCurrency) : undefined;
  const amount = (name: string, term: string) => ctx.number(first(summation, ram(name)), term);

  return compact({
    number: textAt(doc, ram('ID')),
    typeCode: textAt(doc, ram('TypeCode')),
    issueDate: readDate(d, ctx, first(doc, ram('IssueDateTime')), 'the issue date (BT-2)'),
    dueDate: readDate(d, ctx, dueDateEl, 'the payment due date (BT-9)'),
    currency,
    vatCurrency,
    buyerReference: textAt(agreement, ram('BuyerReference')),
    orderReference: textAt(agreement, ram('BuyerOrderReferencedDocument'), ram(d.referencedId)),
    precedingInvoice: textAt(settlement, ram('InvoiceReferencedDocument'), ram(d.referencedId)),
    notes: all(doc, ram('IncludedNote'), ram('Content'))
      .map((e) => text(e))
      .filter((v): v is string => v !== undefined),
    seller: parseCiiParty(d, first(agreement, ram('SellerTradeParty'))),
    buyer: parseCiiParty(d, first(agreement, ram('BuyerTradeParty'))),
    paymentTerms: joined(terms.map((t) => textAt(t, ram('Description')))),
    paymentMeansCode: textAt(payMeans, ram('TypeCode')),
    paymentReference: textAt(settlement, ram('PaymentReference')),
    iban: textAt(payMeans, ram('PayeePartyCreditorFinancialAccount'), ram('IBANID')),
    accountName: textAt(payMeans, ram('PayeePartyCreditorFinancialAccount'), ram('AccountName')),
    bic: textAt(payMeans, ram('PayeeSpecifiedCreditorFinancialInstitution'), ram('BICID')),
    allowancesCharges: [
      ...children(settlement, ram('SpecifiedTradeAllowanceCharge')).map((a) => parseAllowanceCharge(d, ctx, a, true)),
      ...children(settlement, ram('SpecifiedLogisticsServiceCharge')).map((c) => parseLogisticsCharge(d, ctx, c)),
    ],
    thirdPartyAmounts: nonEmpty(
      children(settlement, ram('SpecifiedFinancialAdjustment')).map((a) =>
        ctx.number(first(a, ram('ActualAmount')), 'an amount collected for a third party'),
      ),
    ),
    vatBreakdown: children(settlement, ram('ApplicableTradeTax')).map((t) => parseVat(d, ctx, t)),
    totals: compact({
      lineTotal: amount('LineTotalAmount', 'the sum of line amounts (BT-106)'),
      allowanceTotal: amount('AllowanceTotalAmount', 'the sum of allowances (BT-107)'),
      chargeTotal: amount('ChargeTotalAmount', 'the sum of charges (BT-108)'),
      withoutVat: amount('TaxBasisTotalAmount', 'the total without VAT (BT-109)'),
      vatTotal: ctx.number(vatTotal, 'the VAT total (BT-110)'),
      vatTotalAccounting: ctx.number(vatTotalAccounting, 'the VAT total in accounting currency (BT-111)'),
      withVat: amount('GrandTotalAmount', 'the total with VAT (BT-112)'),
      paid: amount('TotalPrepaidAmount', 'the paid amount (BT-113)'),
      rounding: amount('RoundingAmount', 'the rounding amount (BT-114)'),
      payable: amount('DuePayableAmount', 'the amount due (BT-115)'),
    }),
    lines: children(tx, ram('IncludedSupplyChainTradeLineItem')).map((l) => parseLine(d, ctx, l)),
  });
}

function parseLine(d: CiiDialect, ctx: ParseContext, item: Element): EInvoiceLine {
  const { ram } = stepsOf(d);
  const lineDoc = first(item, ram('AssociatedDocumentLineDocument'));
  const product = first(item, ram('SpecifiedTradeProduct'));
  const agreement = first(item, ram(d.lineAgreement));
  const netPrice = first(agreement, ram('NetPriceProductTradePrice'));
  const quantity = first(item, ram(d.lineDelivery), ram('BilledQuantity'));
  const settlement = first(item, ram(d.lineSettlement));
  const tax = first(settlement, ram('ApplicableTradeTax'));
  const id = textAt(lineDoc, ram('LineID'));
  const term = (bt: string) => `${bt} of line ${id ?? '?'}`;
  return compact({
    id,
    subtype: textAt(lineDoc, ram('LineStatusReasonCode')),
    parentId: textAt(lineDoc, ram('ParentLineID')),
    note: textAt(lineDoc, ram('IncludedNote'), ram('Content')),
    name: textAt(product, ram('Name')),
    description: textAt(product, ram('Description')),
    sellerItemId: textAt(product, ram('SellerAssignedID')),
    quantity: ctx.number(quantity, term('the quantity (BT-129)')),
    unitCode: attr(quantity, 'unitCode'),
    netPrice: ctx.number(first(netPrice, ram('ChargeAmount')), term('the net price (BT-146)')),
    grossPrice: ctx.number(
      first(agreement, ram('GrossPriceProductTradePrice'), ram('ChargeAmount')),
      term('the gross price (BT-148)'),
    ),
    priceBaseQuantity: ctx.number(first(netPrice, ram('BasisQuantity')), term('the price base quantity (BT-149)')),
    netAmount: ctx.number(
      first(settlement, ram(d.lineSummation), ram('LineTotalAmount')),
      term('the line amount (BT-131)'),
    ),
    vatCategory: textAt(tax, ram('CategoryCode')),
    vatRate: ctx.number(first(tax, ram(d.rate)), term('the VAT rate (BT-152)')),
    allowancesCharges: children(settlement, ram('SpecifiedTradeAllowanceCharge')).map((a) =>
      parseAllowanceCharge(d, ctx, a, false),
    ),
  });
}

function parseAllowanceCharge(
  d: CiiDialect,
  ctx: ParseContext,
  el: Element,
  documentLevel: boolean,
): EInvoiceAllowanceCharge {
  const { ram, udt } = stepsOf(d);
  const indicatorEl = first(el, ram('ChargeIndicator'));
  // D16B and ZUGFeRD 1.0 wrap the flag in udt:Indicator; the 1.0 release candidate writes it bare
  const indicator = textAt(indicatorEl, udt('Indicator')) ?? text(indicatorEl);
  const category = first(el, ram('CategoryTradeTax'));
  return compact({
    isCharge: indicator === 'true',
    amount: ctx.number(first(el, ram('ActualAmount')), 'an allowance or charge amount (BT-92/99/136/141)'),
    baseAmount: ctx.number(first(el, ram('BasisAmount')), 'an allowance or charge base amount'),
    percentage: ctx.number(first(el, ram('CalculationPercent')), 'an allowance or charge percentage'),
    reason: textAt(el, ram('Reason')),
    reasonCode: textAt(el, ram('ReasonCode')),
    vatCategory: documentLevel ? textAt(category, ram('CategoryCode')) : undefined,
    vatRate: documentLevel ? ctx.number(first(category, ram(d.rate)), 'an allowance or charge VAT rate') : undefined,
  });
}

/** An EXTENDED logistics service fee (BT-X-271 … 274): a document-level charge by another name. */
function parseLogisticsCharge(d: CiiDialect, ctx: ParseContext, el: Element): EInvoiceAllowanceCharge {
  const { ram } = stepsOf(d);
  const tax = first(el, ram('AppliedTradeTax'));
  return compact({
    isCharge: true,
    amount: ctx.number(first(el, ram('AppliedAmount')), 'a logistics service fee (BT-X-272)'),
    reason: textAt(el, ram('Description')),
    vatCategory: textAt(tax, ram('CategoryCode')),
    vatRate: ctx.number(first(tax, ram(d.rate)), 'a logistics service fee VAT rate'),
  });
}

function parseVat(d: CiiDialect, ctx: ParseContext, el: Element): EInvoiceVatBreakdown {
  const { ram } = stepsOf(d);
  return compact({
    category: textAt(el, ram('CategoryCode')),
    rate: ctx.number(first(el, ram(d.rate)), 'a VAT rate (BT-119)'),
    taxableAmount: ctx.number(first(el, ram('BasisAmount')), 'a VAT taxable amount (BT-116)'),
    taxAmount: ctx.number(first(el, ram('CalculatedAmount')), 'a VAT amount (BT-117)'),
    exemptionReason: textAt(el, ram('ExemptionReason')),
    exemptionReasonCode: textAt(el, ram('ExemptionReasonCode')),
  });
}

/** A CII date: udt:DateTimeString with its format code, or (1.0 release candidate) the element's own text. */
function readDate(d: CiiDialect, ctx: ParseContext, el: Element | undefined, term: string): string | undefined {
  if (!el) return undefined;
  const inner = first(el, [d.udt, 'DateTimeString']);
  const source = inner ?? el;
  return ctx.date(source, text(source), attr(source, 'format'), term);
}

/**
 * BT-5 of a ZUGFeRD 1.0 invoice whose InvoiceCurrencyCode is empty: 1.0 puts a currencyID on every amount,
 * so when the totals agree on one currency that is the invoice's own statement of it. (In D16B only the
 * VAT total carries one, and a missing BT-5 is refused by BR-05.)
 */
function currencyOfAmounts(summation: Element | undefined, ctx: ParseContext): string | undefined {
  const ids = new Set(
    elementChildren(summation)
      .map((e) => attr(e, 'currencyID'))
      .filter((v): v is string => v !== undefined),
  );
  if (ids.size !== 1) return undefined;
  const [currency] = ids;
  ctx.notes.push({
    rule: 'BR-05',
    message: `the invoice currency code (BT-5) is empty; ${currency} was read from the currencyID of the invoice totals`,
  });
  return currency;
}

function nonEmpty<T>(items: (T | undefined)[]): T[] | undefined {
  const kept = items.filter((i): i is T => i !== undefined);
  return kept.length ? kept : undefined;
}

function joined(parts: (string | undefined)[]): string | undefined {
  const kept = parts.filter((p): p is string => p !== undefined);
  return kept.length ? kept.join('\n') : undefined;
}
