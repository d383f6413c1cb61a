import { DOMParser, type Document } from '@xmldom/xmldom';

export type XmlParse =
  | { ok: true; doc: Document }
  | { ok: false; message: string; line?: number; column?: number; kind: 'encoding' | 'syntax' };

// XML 1.0 §4.3.3: EncName ::= [A-Za-z] ([A-Za-z0-9._] | '-')*
const ENC_NAME = /^[A-Za-z][A-Za-z0-9._-]*$/;
const DECLARED_ENCODING = /^\s*<\?xml[^>]*?\bencoding\s*=\s*(["'])(.*?)\1/;

/**
 * Bytes → text, as an XML processor does: a byte-order mark wins, else the declaration's encoding,
 * else UTF-8. Bytes that are not valid in that encoding are an error, not replacement characters:
 * an amount or an IBAN must never be read through a decoding mistake.
 */
export function decodeXml(bytes: Uint8Array): { text: string } | { error: string } {
  let label = 'utf-8';
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) [label, start] = ['utf-16le', 2];
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) [label, start] = ['utf-16be', 2];
  else {
    const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
    const declared = DECLARED_ENCODING.exec(head)?.[2];
    if (declared !== undefined) {
      if (!ENC_NAME.test(declared)) {
        return {
          error: `the XML declaration names the character encoding "${declared}", which is not a valid encoding name`,
        };
      }
      label = declared;
    }
  }
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label, { fatal: true });
  } catch {
    return { error: `the XML declaration names the character encoding "${label}", which this reader does not know` };
  }
  try {
    return { text: decoder.decode(bytes.subarray(start)) };
  } catch {
    return { error: `the XML holds bytes that are not valid ${label.toUpperCase()}` };
  }
}

/**
 * Parses strictly with @xmldom/xmldom (namespace-aware, with line and column on every error): any
 * error, not only a fatal one, stops the parse, so a malformed file is refused instead of repaired.
 * A DOCTYPE is refused outright: no e-invoice syntax uses one, and it is how entity-expansion attacks come.
 */
export function parseXml(bytes: Uint8Array): XmlParse {
  const decoded = decodeXml(bytes);
  if ('error' in decoded) return { ok: false, kind: 'encoding', message: decoded.error };
  const text = decoded.text.replace(/^\uFEFF/, '');
  const doctype = /<!DOCTYPE/i.exec(text);
  if (doctype)
    return { ok: false, kind: 'syntax', message: 'the XML contains a DOCTYPE declaration', ...at(text, doctype.index) };
  try {
    const doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(text, 'text/xml');
    if (!doc.documentElement) return { ok: false, kind: 'syntax', message: 'the XML has no root element' };
    return { ok: true, doc };
  } catch (e) {
    const err = e as { message?: string; locator?: { lineNumber?: number; columnNumber?: number } };
    // xmldom wraps what onError threw: 'Reporting fatalError "…" caused Error: <the parser's message>'
    const raw = err.message ?? String(e);
    const message = raw.includes('caused Error: ') ? raw.slice(raw.lastIndexOf('caused Error: ') + 14) : raw;
    const line = err.locator?.lineNumber;
    const column = err.locator?.columnNumber;
    return {
      ok: false,
      kind: 'syntax',
      message: message.split('\n')[0]!,
      ...(line ? { line } : {}),
      ...(column ? { column } : {}),
    };
  }
}

function at(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}
