import type { EInvoice, EInvoiceNumber, EInvoiceVatBreakdown } from './einvoice.types.ts';
import { countsInTotals } from './check-totals.ts';
import { NS } from './einvoice-namespaces.ts';
import { paymentMeansCode } from './write-derived-values.ts';
import { type UblAmount, ublAllowanceCharge, ublLine, ublParty, ublTaxCategory } from './write-ubl-parts.ts';
import { group, groupWith, leaf, numberLeaf, required, serializeXml, type XmlElement } from './xml-writer.ts';

/** BT-24 and BT-23 of Peppol BIS Billing 3.0. */
export const PEPPOL_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

/** UNTDID 1001 codes Peppol BIS 3 sends as a CreditNote document (every other type code is an Invoice). */
const CREDIT_NOTE_TYPES = new Set(['81', '83', '261', '262', '296', '308', '381', '396', '420', '458', '532']);

export const isUblCreditNote = (typeCode: string | undefined): boolean =>
  typeCode !== undefined && CREDIT_NOTE_TYPES.has(typeCode);

/**
 * The model → a UBL 2.1 Invoice or CreditNote under Peppol BIS Billing 3.0 (docs/einvoice.md, "Writing UBL and
 * CII"). Elements follow the schema's sequence (UBL-Invoice-2.1.xsd, UBL-CreditNote-2.1.xsd: a CreditNote has no
 * DueDate, so BT-9 goes to the payment means as Peppol binds it); numbers are written exactly as the model's text,
 * every amount with the invoice currency. Nothing is invented: a value the model lacks is left out, even one a
 * business rule requires; what the schema itself requires is derived (write-derived-values.ts).
 */
export function writeUbl(invoice: EInvoice): string {
  const credit = isUblCreditNote(invoice.typeCode);
  const amount: UblAmount = (name, n) => numberLeaf(name, n, { currencyID: invoice.currency });
  const t = invoice.totals;
  const root = groupWith(
    credit ? 'CreditNote' : 'Invoice',
    {
      xmlns: credit ? NS.ublCreditNote : NS.ublInvoice,
      'xmlns:cac': NS.ublCac,
      'xmlns:cbc': NS.ublCbc,
    },
    leaf('cbc:CustomizationID', PEPPOL_CUSTOMIZATION_ID),
    leaf('cbc:ProfileID', PEPPOL_PROFILE_ID),
    leaf('cbc:ID', invoice.number),
    leaf('cbc:IssueDate', invoice.issueDate),
    !credit && leaf('cbc:DueDate', invoice.dueDate),
    leaf(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', invoice.typeCode),
    invoice.notes.map((note) => leaf('cbc:Note', note)),
    leaf('cbc:DocumentCurrencyCode', invoice.currency),
    leaf('cbc:TaxCurrencyCode', invoice.vatCurrency),
    leaf('cbc:BuyerReference', invoice.buyerReference),
    group('cac:OrderReference', leaf('cbc:ID', invoice.orderReference)),
    group('cac:BillingReference', group('cac:InvoiceDocumentReference', leaf('cbc:ID', invoice.precedingInvoice))),
    group('cac:AccountingSupplierParty', ublParty(invoice.seller)),
    group('cac:AccountingCustomerParty', ublParty(invoice.buyer)),
    paymentMeans(invoice, credit),
    group('cac:PaymentTerms', leaf('cbc:Note', invoice.paymentTerms)),
    // Invoice: AllowanceCharge before the exchange rates, CreditNote after them; the model has no exchange rates
    invoice.allowancesCharges.map((a) => ublAllowanceCharge(a, amount)),
    taxTotal(invoice, amount),
    accountingTaxTotal(invoice),
    group(
      'cac:LegalMonetaryTotal',
      amount('cbc:LineExtensionAmount', t.lineTotal),
      amount('cbc:TaxExclusiveAmount', t.withoutVat),
      amount('cbc:TaxInclusiveAmount', t.withVat),
      amount('cbc:AllowanceTotalAmount', t.allowanceTotal),
      amount('cbc:ChargeTotalAmount', t.chargeTotal),
      amount('cbc:PrepaidAmount', t.paid),
      amount('cbc:PayableRoundingAmount', t.rounding),
      amount('cbc:PayableAmount', t.payable),
    ),
    // EXTENDED's GROUP and INFORMATION lines are headings and notes outside the totals: EN 16931 has no such lines
    invoice.lines.filter(countsInTotals).map((line) => ublLine(line, credit, amount)),
  );
  // a root always has its identifiers, so groupWith never drops it
  return serializeXml(root!);
}

/** BG-16 with BG-17: one payment means, the payee's account with its BIC; a credit note's due date (BT-9). */
function paymentMeans(invoice: EInvoice, credit: boolean): XmlElement | undefined {
  const dueDate = credit ? invoice.dueDate : undefined;
  const account = group(
    'cac:PayeeFinancialAccount',
    leaf('cbc:ID', invoice.iban),
    leaf('cbc:Name', invoice.accountName),
    group('cac:FinancialInstitutionBranch', leaf('cbc:ID', invoice.bic)),
  );
  const needed = !!(account || dueDate || invoice.paymentReference);
  return group(
    'cac:PaymentMeans',
    leaf('cbc:PaymentMeansCode', paymentMeansCode(invoice, needed)),
    leaf('cbc:PaymentDueDate', dueDate),
    leaf('cbc:PaymentID', invoice.paymentReference),
    account,
  );
}

/** BT-110 with the VAT breakdown (BG-23). */
function taxTotal(invoice: EInvoice, amount: UblAmount): XmlElement | undefined {
  return group(
    'cac:TaxTotal',
    amount('cbc:TaxAmount', invoice.totals.vatTotal),
    invoice.vatBreakdown.map((v) => vatSubtotal(v, amount)),
  );
}

function vatSubtotal(v: EInvoiceVatBreakdown, amount: UblAmount): XmlElement {
  return required(
    'cac:TaxSubtotal',
    amount('cbc:TaxableAmount', v.taxableAmount),
    amount('cbc:TaxAmount', v.taxAmount),
    ublTaxCategory('cac:TaxCategory', v.category, v.rate, { code: v.exemptionReasonCode, reason: v.exemptionReason }),
  );
}

/** BT-111: a second TaxTotal, its amount in the VAT accounting currency (BT-6), without breakdown. */
function accountingTaxTotal(invoice: EInvoice): XmlElement | undefined {
  const n: EInvoiceNumber | undefined = invoice.totals.vatTotalAccounting;
  if (!n || !invoice.vatCurrency || invoice.vatCurrency === invoice.currency) return undefined;
  return group('cac:TaxTotal', numberLeaf('cbc:TaxAmount', n, { currencyID: invoice.vatCurrency }));
}
