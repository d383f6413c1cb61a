import type { Element } from '@xmldom/xmldom';
import type { EInvoiceSyntax } from './einvoice.types.ts';

/** Namespace URIs of the recognised syntaxes: matched exactly, as XML namespaces are. */
export const NS = {
  /** UN/CEFACT CII D16B, used by Factur-X, ZUGFeRD 2.x and XRechnung CII */
  ciiRsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ciiRam: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  ciiUdt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  ciiQdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  /** ZUGFeRD 1.0 (CII D13B subset) */
  zf1Rsm: 'urn:ferd:CrossIndustryDocument:invoice:1p0',
  zf1Ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12',
  zf1Udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15',
  /** the ZUGFeRD 1.0 release candidate (2013/14): root in this namespace, every other element in none */
  zf1RcRsm: 'urn:un:unece:uncefact:data:standard:CBFBUY:5',
  /** UBL 2.1 */
  ublInvoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  ublCreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  ublCbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ublCac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  ublExt: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
} as const;

/**
 * Misspellings of a namespace that published ZUGFeRD 2.0 files carry (the qualified data types with a
 * capital "Standard"): they hold only qualified dates of referenced documents, which the model does not
 * read, so they are tolerated with a warning rather than refused.
 */
export const TOLERATED_NAMESPACES: Readonly<Record<string, string>> = {
  'urn:un:unece:uncefact:data:Standard:QualifiedDataType:100': NS.ciiQdt,
};

export type RootKind = 'cii' | 'zugferd1' | 'zugferd1-rc' | 'ubl-invoice' | 'ubl-credit-note';

export interface RecognisedRoot {
  kind: RootKind;
  syntax: EInvoiceSyntax;
  /** namespaces every element of the document must be in (EINV-NAMESPACE); null is "no namespace" */
  namespaces: readonly (string | null)[];
}

const ROOTS: Record<string, RecognisedRoot & { localName: string }> = {
  [NS.ciiRsm]: {
    kind: 'cii',
    syntax: 'CII',
    localName: 'CrossIndustryInvoice',
    namespaces: [NS.ciiRsm, NS.ciiRam, NS.ciiUdt, NS.ciiQdt],
  },
  [NS.zf1Rsm]: {
    kind: 'zugferd1',
    syntax: 'ZUGFeRD-1',
    localName: 'CrossIndustryDocument',
    namespaces: [NS.zf1Rsm, NS.zf1Ram, NS.zf1Udt],
  },
  [NS.zf1RcRsm]: { kind: 'zugferd1-rc', syntax: 'ZUGFeRD-1', localName: 'Invoice', namespaces: [NS.zf1RcRsm, null] },
  [NS.ublInvoice]: {
    kind: 'ubl-invoice',
    syntax: 'UBL',
    localName: 'Invoice',
    namespaces: [NS.ublInvoice, NS.ublCbc, NS.ublCac, NS.ublExt],
  },
  [NS.ublCreditNote]: {
    kind: 'ubl-credit-note',
    syntax: 'UBL',
    localName: 'CreditNote',
    namespaces: [NS.ublCreditNote, NS.ublCbc, NS.ublCac, NS.ublExt],
  },
};

const KNOWN_LOCAL_NAMES = new Set(Object.values(ROOTS).map((r) => r.localName));

/**
 * What the root element says the document is. `wrong-namespace`: a root named like an e-invoice
 * (CrossIndustryInvoice, Invoice …) in a namespace no syntax uses, which a reader must not guess at.
 */
export function recogniseRoot(
  root: Element,
): { status: 'ok'; root: RecognisedRoot } | { status: 'wrong-namespace' } | { status: 'other' } {
  const hit = ROOTS[root.namespaceURI ?? ''];
  if (hit && hit.localName === root.localName) {
    const { localName: _, ...recognised } = hit;
    return { status: 'ok', root: recognised };
  }
  if (KNOWN_LOCAL_NAMES.has(root.localName ?? '')) return { status: 'wrong-namespace' };
  return { status: 'other' };
}

/** True when the text mentions a namespace of a recognised syntax (used for XML too broken to parse). */
export function mentionsEInvoiceNamespace(text: string): boolean {
  return Object.keys(ROOTS).some((ns) => text.includes(ns));
}
