import type { Element } from '@xmldom/xmldom';
import { descendants, where } from './dom-select.ts';
import { NS } from './einvoice-namespaces.ts';
import { isEn16931Compliant } from './einvoice-profiles.ts';
import type { EInvoiceFinding, EInvoiceProfile } from './einvoice.types.ts';

/**
 * CII-DT-031, fatal in the EN 16931 CII binding: in an EN 16931 invoice only the VAT total may carry a
 * currencyID (that is how BT-110 and BT-111 are told apart); any other amount with one does not follow the
 * binding, as in files written before EN 16931 was published.
 */
export function checkCiiBinding(root: Element, profile: EInvoiceProfile): EInvoiceFinding[] {
  if (root.namespaceURI !== NS.ciiRsm) return [];
  const out: EInvoiceFinding[] = [];

  if (isEn16931Compliant('CII', profile)) {
    const offending = [...descendants(root)].filter(
      (el) =>
        el.namespaceURI === NS.ciiRam &&
        el.localName?.endsWith('Amount') &&
        el.localName !== 'TaxTotalAmount' &&
        el.hasAttribute('currencyID'),
    );
    if (offending.length) {
      out.push({
        rule: 'CII-DT-031',
        message: `${offending.length} amount${offending.length === 1 ? '' : 's'} other than the VAT total carry a currencyID attribute, e.g. ${offending[0]!.localName}${where(offending[0]!)}; the EN 16931 CII binding allows it on the VAT total only`,
      });
    }
  }

  return out;
}
