import type { Element } from '@xmldom/xmldom';
import { elementChildren, where } from './dom-select.ts';
import { NS, TOLERATED_NAMESPACES } from './einvoice-namespaces.ts';
import type { EInvoiceFinding } from './einvoice.types.ts';

const SHOWN = 3;

/**
 * EINV-NAMESPACE: every element must belong to the syntax's namespaces. An element in no namespace or a
 * foreign one (`<BuyerReference>` written without its `ram:` prefix) is not the business term it looks
 * like: a reader that matched it by name would read what the schema does not define, one that did not
 * would silently drop it. UBL extension content (ext:ExtensionContent) may hold any namespace.
 */
export function checkNamespaces(
  root: Element,
  allowed: readonly (string | null)[],
): { failures: EInvoiceFinding[]; warnings: EInvoiceFinding[] } {
  const ok = new Set(allowed);
  const stray: Element[] = [];
  const tolerated: Element[] = [];
  const stack: Element[] = [root];
  while (stack.length) {
    const el = stack.pop()!;
    const ns = el.namespaceURI ?? null;
    if (!ok.has(ns)) {
      const alias = ns === null ? undefined : TOLERATED_NAMESPACES[ns];
      (alias && ok.has(alias) ? tolerated : stray).push(el);
      continue;
    }
    if (el.namespaceURI === NS.ublExt && el.localName === 'ExtensionContent') continue;
    stack.push(...elementChildren(el));
  }
  const failures = stray.length
    ? [
        {
          rule: 'EINV-NAMESPACE',
          message: `${list(stray)}: elements outside the invoice syntax's namespaces are not part of the invoice, so their values cannot be read as what they are named`,
        },
      ]
    : [];
  const warnings = tolerated.length
    ? [
        {
          rule: 'EINV-NAMESPACE',
          message: `${list(tolerated)}: a known misspelling of ${TOLERATED_NAMESPACES[tolerated[0]!.namespaceURI!]}, tolerated (no value of the model is read from it)`,
        },
      ]
    : [];
  return { failures, warnings };
}

function list(elements: Element[]): string {
  const sorted = [...elements].sort((a, b) => order(a) - order(b));
  const named = sorted.slice(0, SHOWN).map((el) => {
    const ns = el.namespaceURI ? `namespace ${el.namespaceURI}` : 'no namespace';
    return `"${el.localName}"${where(el)} is in ${ns}`;
  });
  return named.join('; ') + (sorted.length > SHOWN ? ` and ${sorted.length - SHOWN} more` : '');
}

function order(el: Element): number {
  const n = el as Element & { lineNumber?: number; columnNumber?: number };
  return (n.lineNumber ?? 0) * 100_000 + (n.columnNumber ?? 0);
}
