/**
 * The EN 16931 semantic model as Paperbridge uses it: one shape for every syntax (CII, UBL, ZUGFeRD 1.0),
 * fields named by meaning with their business term (BT) or group (BG) in a comment. Absent data is
 * `undefined`, never an empty string.
 */

/**
 * A number exactly as the XML prints it (`text`, e.g. "0.7900") and its value. Checks compute on
 * `text` with exact decimal arithmetic (exact-decimal.ts); `value` is for display and sorting only.
 */
export interface EInvoiceNumber {
  text: string;
  value: number;
}

/** BG-5 / BG-8 / BG-15 */
export interface EInvoiceAddress {
  /** BT-35..37 / BT-50..52: street lines in order */
  lines: string[];
  /** BT-37 / BT-52 */
  city?: string;
  /** BT-38 / BT-53 */
  postCode?: string;
  /** BT-39 / BT-54 */
  countrySubdivision?: string;
  /** BT-40 / BT-55: ISO 3166-1 alpha-2 */
  countryCode?: string;
}

/** BG-6 / BG-9 */
export interface EInvoiceContact {
  /** BT-41 / BT-56 */
  name?: string;
  /** BT-42 / BT-57 */
  phone?: string;
  /** BT-43 / BT-58 */
  email?: string;
}

/** BG-4 seller, BG-7 buyer */
export interface EInvoiceParty {
  /** BT-27 / BT-44 */
  name?: string;
  /** BT-28 / BT-45 */
  tradingName?: string;
  /** BT-29 / BT-46: the party's own identifiers (customer numbers, GLN …) */
  ids: string[];
  /** BT-31 / BT-48 */
  vatId?: string;
  /** BT-32: the seller's tax number (not VAT), e.g. a German Steuernummer */
  taxRegistrationId?: string;
  /** BT-30 / BT-47 */
  legalRegistrationId?: string;
  /** BT-34 / BT-49, with its scheme (e.g. EM for e-mail, 0204 for a Leitweg-ID) */
  electronicAddress?: { value: string; scheme?: string };
  /** BG-5 / BG-8 */
  address?: EInvoiceAddress;
  /** BG-6 / BG-9 */
  contact?: EInvoiceContact;
}

/** BG-20 / BG-21 (document level) and BG-27 / BG-28 (line level) */
export interface EInvoiceAllowanceCharge {
  /** false: allowance (BG-20/27), true: charge (BG-21/28) */
  isCharge: boolean;
  /** BT-92 / BT-99 / BT-136 / BT-141 */
  amount?: EInvoiceNumber;
  /** BT-93 / BT-100 / BT-137 / BT-142 */
  baseAmount?: EInvoiceNumber;
  /** BT-94 / BT-101 / BT-138 / BT-143 */
  percentage?: EInvoiceNumber;
  /** BT-97 / BT-104 / BT-139 / BT-144 */
  reason?: string;
  /** BT-98 / BT-105 / BT-140 / BT-145 */
  reasonCode?: string;
  /** BT-95 / BT-102 (document level only) */
  vatCategory?: string;
  /** BT-96 / BT-103 (document level only) */
  vatRate?: EInvoiceNumber;
}

/** BG-23 */
export interface EInvoiceVatBreakdown {
  /** BT-118 */
  category?: string;
  /** BT-119 */
  rate?: EInvoiceNumber;
  /** BT-116 */
  taxableAmount?: EInvoiceNumber;
  /** BT-117 */
  taxAmount?: EInvoiceNumber;
  /** BT-120 */
  exemptionReason?: string;
  /** BT-121 */
  exemptionReasonCode?: string;
}

/** BG-22 */
export interface EInvoiceTotals {
  /** BT-106: sum of line net amounts */
  lineTotal?: EInvoiceNumber;
  /** BT-107: sum of document-level allowances */
  allowanceTotal?: EInvoiceNumber;
  /** BT-108: sum of document-level charges */
  chargeTotal?: EInvoiceNumber;
  /** BT-109: total without VAT */
  withoutVat?: EInvoiceNumber;
  /** BT-110: VAT total in the invoice currency */
  vatTotal?: EInvoiceNumber;
  /** BT-111: VAT total in the accounting currency (BT-6), when it differs */
  vatTotalAccounting?: EInvoiceNumber;
  /** BT-112: total with VAT */
  withVat?: EInvoiceNumber;
  /** BT-113: amount already paid */
  paid?: EInvoiceNumber;
  /** BT-114: rounding amount */
  rounding?: EInvoiceNumber;
  /** BT-115: amount due for payment */
  payable?: EInvoiceNumber;
}

/** BG-25 */
export interface EInvoiceLine {
  /** BT-126 */
  id?: string;
  /** BT-127 */
  note?: string;
  /** BT-153 */
  name?: string;
  /** BT-154 */
  description?: string;
  /** BT-155 */
  sellerItemId?: string;
  /** BT-129 (negative on a credit line of an invoice) */
  quantity?: EInvoiceNumber;
  /** BT-130: UN/ECE Recommendation 20/21 code */
  unitCode?: string;
  /** BT-146: price per `priceBaseQuantity` units, after price discount */
  netPrice?: EInvoiceNumber;
  /** BT-148: price before price discount */
  grossPrice?: EInvoiceNumber;
  /** BT-149 */
  priceBaseQuantity?: EInvoiceNumber;
  /** BT-131: line amount without VAT */
  netAmount?: EInvoiceNumber;
  /** BT-151 */
  vatCategory?: string;
  /** BT-152 */
  vatRate?: EInvoiceNumber;
  /** BG-27 / BG-28 */
  allowancesCharges: EInvoiceAllowanceCharge[];
  /**
   * BT-X-8 (EXTENDED): DETAIL (a line of the invoice), GROUP or INFORMATION (a heading or a note line, not
   * counted in the totals). Absent: a line of the invoice.
   */
  subtype?: string;
  /** BT-X-304 (EXTENDED): the GROUP line this line belongs to */
  parentId?: string;
}

export interface EInvoice {
  /** BT-1 */
  number?: string;
  /** BT-3: UNTDID 1001 (380 invoice, 381 credit note, 384 corrected invoice, 389 self-billed, 326 partial …) */
  typeCode?: string;
  /** BT-2, ISO YYYY-MM-DD */
  issueDate?: string;
  /** BT-9, ISO YYYY-MM-DD */
  dueDate?: string;
  /** BT-5: ISO 4217 */
  currency?: string;
  /** BT-6: accounting currency of the VAT, when it differs */
  vatCurrency?: string;
  /** BT-10 (a Leitweg-ID for German public buyers) */
  buyerReference?: string;
  /** BT-13 */
  orderReference?: string;
  /** BT-25: the invoice a credit note or correction refers to */
  precedingInvoice?: string;
  /** BT-22 */
  notes: string[];
  /** BG-4 */
  seller: EInvoiceParty;
  /** BG-7 */
  buyer: EInvoiceParty;
  /** BT-20 */
  paymentTerms?: string;
  /** BT-81: UNTDID 4461 (30 credit transfer, 58 SEPA credit transfer, 59 SEPA direct debit …) */
  paymentMeansCode?: string;
  /** BT-83 */
  paymentReference?: string;
  /** BT-84 */
  iban?: string;
  /** BT-85 */
  accountName?: string;
  /** BT-86 */
  bic?: string;
  /** BG-20 / BG-21; an EXTENDED invoice's logistics service fees (BT-X-272) are listed as charges */
  allowancesCharges: EInvoiceAllowanceCharge[];
  /** EXTENDED: amounts collected on behalf of third parties, added to the amount due (BR-FXEXT-CO-16) */
  thirdPartyAmounts?: EInvoiceNumber[];
  /** BG-23 */
  vatBreakdown: EInvoiceVatBreakdown[];
  /** BG-22 */
  totals: EInvoiceTotals;
  /** BG-25 */
  lines: EInvoiceLine[];
}

/** The XML dialect an e-invoice is written in. */
export type EInvoiceSyntax = 'CII' | 'UBL' | 'ZUGFeRD-1';

/** The profile (CIUS / extension) the invoice declares, normalised. */
export type EInvoiceProfile =
  'MINIMUM' | 'BASIC WL' | 'BASIC' | 'EN 16931 (COMFORT)' | 'EXTENDED' | 'XRECHNUNG' | 'PEPPOL BIS 3';

export interface EInvoiceSource {
  syntax: EInvoiceSyntax;
  /** BT-24 exactly as the file states it (CII GuidelineSpecifiedDocumentContextParameter, UBL CustomizationID) */
  specificationId: string;
  profile: EInvoiceProfile;
  /** where the XML came from: a bare XML file, or an attachment of a PDF */
  container: 'xml' | 'pdf';
  /** the PDF attachment's file name (factur-x.xml, ZUGFeRD-invoice.xml …) */
  attachmentName?: string;
  /** the PDF's XMP ConformanceLevel, when it states one */
  declaredLevel?: string;
}

/** One rule an e-invoice breaks: an EN 16931 rule id (BR-CO-10 …) or the reader's own (EINV-…). */
export interface EInvoiceFinding {
  rule: string;
  message: string;
}

export type EInvoiceReadResult =
  | { status: 'ok'; invoice: EInvoice; source: EInvoiceSource; warnings: EInvoiceFinding[] }
  | { status: 'invalid'; source?: Partial<EInvoiceSource>; failures: EInvoiceFinding[] }
  | { status: 'none'; reason: string };

export interface ReadEInvoiceOptions {
  /** time bound for opening a PDF and reading its attachments (default 30 s) */
  timeoutMs?: number;
  /**
   * For a PDF: warn (EINV-PRINTED) when the e-invoice's amount due is printed nowhere on the pages that
   * carry text, i.e. the printed page and the XML disagree and the document needs a reviewer. Default true.
   */
  crossCheckPrintedTotal?: boolean;
}
