import type { Element } from '@xmldom/xmldom';
import { descendants, text } from './dom-select.ts';
import { parseXml } from './xml-document.ts';

/** The XMP schemas in which Factur-X, ZUGFeRD 2.x and ZUGFeRD 1.0 PDFs declare their invoice. */
const NORMATIVE = new Set([
  'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#',
  'urn:zugferd:pdfa:CrossIndustryDocument:invoice:2p0#',
  'urn:ferd:pdfa:CrossIndustryDocument:invoice:1p0#',
]);
/** The ZUGFeRD 1.0 release candidate's schema: its ConformanceLevel was not yet tied to the XML's profile. */
const RELEASE_CANDIDATE = 'urn:ferd:pdfa:invoice:rc#';

export interface XmpInvoiceInfo {
  /** ConformanceLevel, e.g. "EN 16931", "BASIC WL", "XRECHNUNG" */
  level?: string;
  /** DocumentFileName: the attachment that holds the invoice */
  fileName?: string;
  /** false for the release candidate's schema, whose level did not have to match the XML */
  normative: boolean;
}

/**
 * Reads the invoice properties of a PDF's XMP packet, written either as elements
 * (<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>) or as attributes (fx:ConformanceLevel="EN 16931").
 * Null when the packet declares no e-invoice.
 */
export function readXmpInvoiceInfo(xmp: string): XmpInvoiceInfo | null {
  const parsed = parseXml(new TextEncoder().encode(xmp));
  if (!parsed.ok) return null;
  let info: XmpInvoiceInfo | null = null;
  const take = (ns: string | null, name: string | null, value: string | undefined) => {
    if (!ns || !value || (!NORMATIVE.has(ns) && ns !== RELEASE_CANDIDATE)) return;
    info ??= { normative: NORMATIVE.has(ns) };
    if (name === 'ConformanceLevel') info.level ??= value;
    if (name === 'DocumentFileName') info.fileName ??= value;
  };
  for (const el of descendants(parsed.doc.documentElement!)) {
    take(el.namespaceURI ?? null, el.localName ?? null, text(el));
    for (const a of attributes(el)) take(a.namespaceURI, a.localName, a.value.trim());
  }
  return info;
}

function attributes(el: Element): { namespaceURI: string | null; localName: string | null; value: string }[] {
  const out = [];
  for (let i = 0; i < el.attributes.length; i++) {
    const a = el.attributes.item(i)!;
    out.push({ namespaceURI: a.namespaceURI ?? null, localName: a.localName ?? null, value: a.value });
  }
  return out;
}
