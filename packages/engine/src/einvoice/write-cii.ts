import type { EInvoice } from './einvoice.types.ts';
import { countsInTotals } from './check-totals.ts';
import { NS } from './einvoice-namespaces.ts';
import { paymentMeansCode } from './write-derived-values.ts';
import { ciiAllowanceCharge, ciiLine, ciiParty } from './write-cii-parts.ts';
import { group, groupWith, leaf, numberLeaf, required, serializeXml, type XmlElement } from './xml-writer.ts';

/** BT-24 of an EN 16931 invoice in CII (Factur-X / ZUGFeRD 2.x profile EN 16931, formerly COMFORT). */
export const EN16931_GUIDELINE_ID = 'urn:cen.eu:en16931:2017';

/**
 * The model → a CII D16B CrossIndustryInvoice under the EN 16931 guideline (docs/einvoice.md, "Writing UBL and
 * CII"). Elements follow the Factur-X / ZUGFeRD EN 16931 schema's sequence; numbers are written exactly as the
 * model's text; only the VAT totals carry a currencyID (CII-DT-031). Nothing is invented: a value the model
 * lacks is left out, even one a business rule requires; what the schema itself requires is derived
 * (write-derived-values.ts).
 */
export function writeCii(invoice: EInvoice): string {
  const t = invoice.totals;
  const accounting = invoice.vatCurrency && invoice.vatCurrency !== invoice.currency ? t.vatTotalAccounting : undefined;
  const root = groupWith(
    'rsm:CrossIndustryInvoice',
    { 'xmlns:rsm': NS.ciiRsm, 'xmlns:ram': NS.ciiRam, 'xmlns:udt': NS.ciiUdt },
    group(
      'rsm:ExchangedDocumentContext',
      group('ram:GuidelineSpecifiedDocumentContextParameter', leaf('ram:ID', EN16931_GUIDELINE_ID)),
    ),
    required(
      'rsm:ExchangedDocument',
      leaf('ram:ID', invoice.number),
      leaf('ram:TypeCode', invoice.typeCode),
      ciiDate('ram:IssueDateTime', invoice.issueDate),
      invoice.notes.map((note) => group('ram:IncludedNote', leaf('ram:Content', note))),
    ),
    required(
      'rsm:SupplyChainTradeTransaction',
      // EXTENDED's GROUP and INFORMATION lines are headings and notes outside the totals: EN 16931 has no such lines
      invoice.lines.filter(countsInTotals).map(ciiLine),
      required(
        'ram:ApplicableHeaderTradeAgreement',
        leaf('ram:BuyerReference', invoice.buyerReference),
        ciiParty('ram:SellerTradeParty', invoice.seller),
        ciiParty('ram:BuyerTradeParty', invoice.buyer),
        group('ram:BuyerOrderReferencedDocument', leaf('ram:IssuerAssignedID', invoice.orderReference)),
      ),
      // the model holds no delivery information, but the schema requires the element
      required('ram:ApplicableHeaderTradeDelivery'),
      required(
        'ram:ApplicableHeaderTradeSettlement',
        leaf('ram:PaymentReference', invoice.paymentReference),
        leaf('ram:TaxCurrencyCode', invoice.vatCurrency),
        leaf('ram:InvoiceCurrencyCode', invoice.currency),
        paymentMeans(invoice),
        invoice.vatBreakdown.map((v) =>
          group(
            'ram:ApplicableTradeTax',
            numberLeaf('ram:CalculatedAmount', v.taxAmount),
            leaf('ram:TypeCode', 'VAT'),
            leaf('ram:ExemptionReason', v.exemptionReason),
            numberLeaf('ram:BasisAmount', v.taxableAmount),
            leaf('ram:CategoryCode', v.category),
            leaf('ram:ExemptionReasonCode', v.exemptionReasonCode),
            numberLeaf('ram:RateApplicablePercent', v.rate),
          ),
        ),
        invoice.allowancesCharges.map(ciiAllowanceCharge),
        group(
          'ram:SpecifiedTradePaymentTerms',
          leaf('ram:Description', invoice.paymentTerms),
          ciiDate('ram:DueDateDateTime', invoice.dueDate),
        ),
        required(
          'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
          numberLeaf('ram:LineTotalAmount', t.lineTotal),
          numberLeaf('ram:ChargeTotalAmount', t.chargeTotal),
          numberLeaf('ram:AllowanceTotalAmount', t.allowanceTotal),
          numberLeaf('ram:TaxBasisTotalAmount', t.withoutVat),
          numberLeaf('ram:TaxTotalAmount', t.vatTotal, { currencyID: invoice.currency }),
          numberLeaf('ram:TaxTotalAmount', accounting, { currencyID: invoice.vatCurrency }),
          numberLeaf('ram:RoundingAmount', t.rounding),
          numberLeaf('ram:GrandTotalAmount', t.withVat),
          numberLeaf('ram:TotalPrepaidAmount', t.paid),
          numberLeaf('ram:DuePayableAmount', t.payable),
        ),
        group('ram:InvoiceReferencedDocument', leaf('ram:IssuerAssignedID', invoice.precedingInvoice)),
      ),
    ),
  );
  // a root always has its guideline identifier, so groupWith never drops it
  return serializeXml(root!);
}

/** BG-16 with BG-17: one payment means, the payee's account and its institution's BIC. */
function paymentMeans(invoice: EInvoice): XmlElement | undefined {
  const account = group(
    'ram:PayeePartyCreditorFinancialAccount',
    leaf('ram:IBANID', invoice.iban),
    leaf('ram:AccountName', invoice.accountName),
  );
  const institution = group('ram:PayeeSpecifiedCreditorFinancialInstitution', leaf('ram:BICID', invoice.bic));
  return group(
    'ram:SpecifiedTradeSettlementPaymentMeans',
    leaf('ram:TypeCode', paymentMeansCode(invoice, !!(account || institution))),
    account,
    institution,
  );
}

/** An ISO date of the model (YYYY-MM-DD) as CII's format 102 (YYYYMMDD). */
function ciiDate(name: string, iso: string | undefined): XmlElement | undefined {
  return group(name, leaf('udt:DateTimeString', iso?.replaceAll('-', ''), { format: '102' }));
}
