import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { corpus } from './bench-utils.ts';

/**
 * Ground truth of the Factur-X / ZUGFeRD series (../shared/corpora/einvoices/XML-Rechnung/FX): each printed PDF has its
 * embedded CII XML as a twin in ../CII/. The EN 16931 terms a header reader is judged on are taken from the CII by
 * element path; the XML is a fixed, well-formed standard syntax, so a path reader is enough for a benchmark (the
 * product's own e-invoice reader is issue 25's).
 */
export interface FxTruth {
  name: string;
  pdf: string;
  /** BT-3: 380 invoice, 381 credit note, 384 corrected invoice, 389 self-billed. */
  typeCode: string;
  invoiceNumber: string;
  /** BT-2 as YYYY-MM-DD. */
  issueDate: string;
  /** BT-9 as YYYY-MM-DD, where the invoice gives one. */
  dueDate?: string;
  sellerName: string;
  buyerName: string;
  sellerVatId?: string;
  buyerVatId?: string;
  iban?: string;
  bic?: string;
  currency: string;
  /** BT-109 total without VAT, BT-110 VAT total, BT-112 total with VAT, BT-115 amount due: as decimal numbers. */
  netTotal: number;
  taxTotal: number;
  grandTotal: number;
  duePayable: number;
}

/** The first element at a chain of local names (namespace prefixes ignored), each searched inside the previous one. */
function at(xml: string, chain: string[]): string | undefined {
  let scope = xml;
  for (const name of chain) {
    const open = new RegExp(`<(?:[\\w-]+:)?${name}(?:\\s[^>]*)?>`);
    const m = open.exec(scope);
    if (!m) return undefined;
    const rest = scope.slice(m.index + m[0].length);
    const close = new RegExp(`</(?:[\\w-]+:)?${name}>`).exec(rest);
    if (!close) return undefined;
    scope = rest.slice(0, close.index);
  }
  return decode(scope.trim());
}

/** An element's text together with its attributes, for the ids whose scheme says what they are. */
function allWithAttr(xml: string, name: string): { text: string; attrs: string }[] {
  const re = new RegExp(`<(?:[\\w-]+:)?${name}(\\s[^>]*)?>([^<]*)</(?:[\\w-]+:)?${name}>`, 'g');
  return [...xml.matchAll(re)].map((m) => ({ attrs: m[1] ?? '', text: decode(m[2]!.trim()) }));
}

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const isoDate = (d: string | undefined) =>
  d && /^\d{8}$/.test(d) ? `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}` : undefined;
const num = (s: string | undefined) => (s === undefined ? NaN : Number(s));

export function readCiiTruth(xml: string, name: string, pdf: string): FxTruth {
  const agreement = at(xml, ['ApplicableHeaderTradeAgreement']) ?? '';
  const settlement = at(xml, ['ApplicableHeaderTradeSettlement']) ?? '';
  const seller = at(agreement, ['SellerTradeParty']) ?? '';
  const buyer = at(agreement, ['BuyerTradeParty']) ?? '';
  const vat = (party: string) => allWithAttr(party, 'ID').find((e) => /schemeID="VA"/.test(e.attrs))?.text;
  const sums = at(settlement, ['SpecifiedTradeSettlementHeaderMonetarySummation']) ?? '';
  const account = at(settlement, ['PayeePartyCreditorFinancialAccount']);
  return {
    name,
    pdf,
    typeCode: at(xml, ['ExchangedDocument', 'TypeCode']) ?? '',
    invoiceNumber: at(xml, ['ExchangedDocument', 'ID']) ?? '',
    issueDate: isoDate(at(xml, ['ExchangedDocument', 'IssueDateTime', 'DateTimeString'])) ?? '',
    dueDate: isoDate(at(settlement, ['SpecifiedTradePaymentTerms', 'DueDateDateTime', 'DateTimeString'])),
    sellerName: at(seller, ['Name']) ?? '',
    buyerName: at(buyer, ['Name']) ?? '',
    sellerVatId: vat(seller),
    buyerVatId: vat(buyer),
    iban: account ? at(account, ['IBANID']) : undefined,
    bic: at(settlement, ['PayeeSpecifiedCreditorFinancialInstitution', 'BICID']),
    currency: at(settlement, ['InvoiceCurrencyCode']) ?? '',
    netTotal: num(at(sums, ['TaxBasisTotalAmount'])),
    taxTotal: num(allWithAttr(sums, 'TaxTotalAmount')[0]?.text),
    grandTotal: num(at(sums, ['GrandTotalAmount'])),
    duePayable: num(at(sums, ['DuePayableAmount'])),
  };
}

/** Every FX PDF with its CII twin, in name order; null where the corpus is not beside the checkout. */
export function loadFxSeries(): FxTruth[] | null {
  const root = corpus('einvoices/XML-Rechnung');
  if (!root) return null;
  const fx = path.join(root, 'FX');
  return readdirSync(fx)
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .flatMap((f) => {
      const name = f.replace(/\.pdf$/, '');
      const cii = path.join(root, 'CII', `${name}.cii.xml`);
      if (!existsSync(cii)) return [];
      return [readCiiTruth(readFileSync(cii, 'utf8'), name, path.join(fx, f))];
    });
}
