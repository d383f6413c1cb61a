import type { Element } from '@xmldom/xmldom';
import { children, descendants, elementChildren, first, where } from './dom-select.ts';
import { NS } from './einvoice-namespaces.ts';
import type { EInvoiceFinding, EInvoiceProfile } from './einvoice.types.ts';

const PARTY = ['Name', 'SpecifiedLegalOrganization', 'PostalTradeAddress', 'SpecifiedTaxRegistration'];

/**
 * The MINIMUM profile's schema (Factur-X / ZUGFeRD 2.x FACTUR-X_MINIMUM.xsd): for each element, the children it
 * may have. Leaves (IDs, amounts, codes) are not listed.
 */
const MINIMUM: Record<string, readonly string[]> = {
  CrossIndustryInvoice: ['ExchangedDocumentContext', 'ExchangedDocument', 'SupplyChainTradeTransaction'],
  ExchangedDocumentContext: [
    'BusinessProcessSpecifiedDocumentContextParameter',
    'GuidelineSpecifiedDocumentContextParameter',
  ],
  ExchangedDocument: ['ID', 'TypeCode', 'IssueDateTime'],
  SupplyChainTradeTransaction: [
    'ApplicableHeaderTradeAgreement',
    'ApplicableHeaderTradeDelivery',
    'ApplicableHeaderTradeSettlement',
  ],
  ApplicableHeaderTradeAgreement: [
    'BuyerReference',
    'SellerTradeParty',
    'BuyerTradeParty',
    'BuyerOrderReferencedDocument',
  ],
  SellerTradeParty: PARTY,
  BuyerTradeParty: PARTY,
  SpecifiedLegalOrganization: ['ID'],
  PostalTradeAddress: ['CountryID'],
  SpecifiedTaxRegistration: ['ID'],
  BuyerOrderReferencedDocument: ['IssuerAssignedID'],
  ApplicableHeaderTradeDelivery: [],
  ApplicableHeaderTradeSettlement: ['InvoiceCurrencyCode', 'SpecifiedTradeSettlementHeaderMonetarySummation'],
  SpecifiedTradeSettlementHeaderMonetarySummation: [
    'TaxBasisTotalAmount',
    'TaxTotalAmount',
    'GrandTotalAmount',
    'DuePayableAmount',
  ],
};

/** Business terms of elements a MINIMUM file is most likely to carry beyond its profile, for the message. */
const TERMS: Record<string, string> = {
  InvoiceReferencedDocument: 'the preceding invoice reference (BG-3)',
  IncludedSupplyChainTradeLineItem: 'invoice lines (BG-25)',
  LineTotalAmount: 'the sum of line amounts (BT-106)',
  SpecifiedTradeSettlementPaymentMeans: 'payment instructions (BG-16)',
  ApplicableTradeTax: 'a VAT breakdown (BG-23)',
  SpecifiedTradePaymentTerms: 'payment terms (BT-20)',
  SpecifiedTradeAllowanceCharge: 'a document-level allowance or charge (BG-20/21)',
  IncludedNote: 'an invoice note (BG-1)',
};
const SHOWN = 3;

/**
 * EINV-PROFILE-SCOPE: a file that carries data its declared profile does not have is not an invoice of that
 * profile (its schema refuses it), and which profile's meaning holds is then unknown. MINIMUM is checked
 * against its whole schema; BASIC WL ("without lines") for lines.
 */
export function checkProfileScope(root: Element, profile: EInvoiceProfile): EInvoiceFinding[] {
  if (root.namespaceURI !== NS.ciiRsm) return [];
  if (profile === 'BASIC WL') {
    const tx = first(root, [NS.ciiRsm, 'SupplyChainTradeTransaction']);
    const lines = children(tx, [NS.ciiRam, 'IncludedSupplyChainTradeLineItem']);
    if (!lines.length) return [];
    return [
      {
        rule: 'EINV-PROFILE-SCOPE',
        message: `the BASIC WL profile has no invoice lines, yet the file carries ${lines.length}${where(lines[0]!)}; the declared profile does not describe this invoice`,
      },
    ];
  }
  if (profile !== 'MINIMUM') return [];
  const beyond: Element[] = [];
  for (const el of descendants(root)) {
    const allowed = MINIMUM[el.localName ?? ''];
    if (!allowed) continue;
    for (const child of elementChildren(el)) if (!allowed.includes(child.localName ?? '')) beyond.push(child);
  }
  if (!beyond.length) return [];
  const named = beyond
    .slice(0, SHOWN)
    .map((el) => `${TERMS[el.localName ?? ''] ?? `the element ${el.localName}`}${where(el)}`);
  const more = beyond.length > SHOWN ? ` and ${beyond.length - SHOWN} more` : '';
  return [
    {
      rule: 'EINV-PROFILE-SCOPE',
      message: `the MINIMUM profile has no place for ${named.join(', ')}${more}; the declared profile does not describe this invoice`,
    },
  ];
}
