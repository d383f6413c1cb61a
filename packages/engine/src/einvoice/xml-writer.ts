import type { EInvoiceNumber } from './einvoice.types.ts';

/**
 * A small XML builder for the e-invoice writers. Absent data builds nothing: a leaf without a value and a
 * group without children are `undefined` and vanish from their parent, so a writer states the schema's
 * element sequence once and optional parts drop out by themselves, never as empty elements (which the
 * reader would read as absent anyway, but which the schemas refuse for most types).
 */
export interface XmlElement {
  name: string;
  attrs: [string, string][];
  text?: string;
  children: XmlElement[];
}

/** What a group accepts: elements, absent parts, and lists of them (repeated elements). */
export type XmlChild = XmlElement | undefined | false | readonly XmlChild[];

type Attrs = Record<string, string | undefined>;

const attrList = (attrs: Attrs | undefined): [string, string][] =>
  Object.entries(attrs ?? {}).filter((a): a is [string, string] => a[1] !== undefined);

/** `<name attrs>value</name>`, or nothing when the value is absent. */
export function leaf(name: string, value: string | undefined, attrs?: Attrs): XmlElement | undefined {
  return value === undefined ? undefined : { name, attrs: attrList(attrs), text: value, children: [] };
}

/** A number exactly as the model keeps it (`text`): the writers never reformat an amount. */
export function numberLeaf(name: string, n: EInvoiceNumber | undefined, attrs?: Attrs): XmlElement | undefined {
  return leaf(name, n?.text, attrs);
}

/** `<name>children</name>`, or nothing when no child is present. */
export function group(name: string, ...children: XmlChild[]): XmlElement | undefined {
  return groupWith(name, undefined, ...children);
}

export function groupWith(name: string, attrs: Attrs | undefined, ...children: XmlChild[]): XmlElement | undefined {
  const kept = flatten(children);
  return kept.length ? { name, attrs: attrList(attrs), children: kept } : undefined;
}

/** A group the schema requires even when empty (CII's ApplicableHeaderTradeDelivery). */
export function required(name: string, ...children: XmlChild[]): XmlElement {
  return { name, attrs: [], children: flatten(children) };
}

function flatten(children: readonly XmlChild[]): XmlElement[] {
  return children.flatMap((c) => (Array.isArray(c) ? flatten(c) : c ? [c as XmlElement] : []));
}

/** The document: UTF-8 declaration, then the root indented two spaces a level. */
export function serializeXml(root: XmlElement): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, out);
  return out.join('\n') + '\n';
}

function write(el: XmlElement, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  const open = el.name + el.attrs.map(([k, v]) => ` ${k}="${escapeXml(v, true)}"`).join('');
  if (el.text !== undefined) {
    out.push(`${pad}<${open}>${escapeXml(el.text, false)}</${el.name}>`);
  } else if (!el.children.length) {
    out.push(`${pad}<${open}/>`);
  } else {
    out.push(`${pad}<${open}>`);
    for (const child of el.children) write(child, depth + 1, out);
    out.push(`${pad}</${el.name}>`);
  }
}

// Characters XML 1.0 cannot hold at all, not even as a character reference: C0 controls other than tab,
// line feed and carriage return, U+FFFE/U+FFFF, and unpaired surrogates (which no encoder can write as UTF-8).
/* eslint-disable no-control-regex -- finding control characters is what this expression is for */
const NOT_XML =
  /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/* eslint-enable no-control-regex */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // a parser turns a literal CR (or CR LF) into LF, and in an attribute tab and LF into spaces: written as
  // references they read back as themselves
  '\r': '&#13;',
  '\t': '&#9;',
  '\n': '&#10;',
};

/**
 * Text for element content (`inAttribute` false) or an attribute value: markup characters as entities, the
 * whitespace a parser would normalise as character references, and characters XML cannot carry dropped.
 * Tab and line feed stay literal in element content, where parsers keep them.
 */
export function escapeXml(value: string, inAttribute: boolean): string {
  const special = inAttribute ? /[&<>"'\r\t\n]/g : /[&<>"'\r]/g;
  return value.replace(NOT_XML, '').replace(special, (c) => ENTITIES[c]!);
}
