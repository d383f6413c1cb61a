import type { DocumentType } from '@paperbridge/contracts';
import { EngineError } from '../errors/engine-error.ts';

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0): boolean =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/**
 * The document's type from its magic bytes; the file name is never trusted
 * (an HTML error page renamed .pdf is 'unsupported_type', not 'corrupt').
 * PDF's header may follow up to 1 KB of junk, as readers accept. An XML file is a document only when it is an
 * e-invoice (issue 25).
 */
export function sniffType(bytes: Uint8Array): DocumentType {
  if (bytes.length === 0) throw new EngineError('empty', 'the file is empty');
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes('%PDF-')) return 'pdf';
  if (head.trim().length === 0 && bytes.every((b) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0)) {
    throw new EngineError('empty', 'the file holds only whitespace');
  }
  if (isEInvoiceXml(bytes)) return 'xml';
  throw new EngineError('unsupported_type', 'the file is not a PDF, JPEG, PNG, TIFF or XML e-invoice (CII or UBL)');
}

/** The root elements of CII (D16B and ZUGFeRD 1.0) and UBL invoices and credit notes, with any namespace prefix. */
const EINVOICE_ROOT = /^<(?:[A-Za-z_][\w.-]*:)?(CrossIndustryInvoice|CrossIndustryDocument|Invoice|CreditNote)[\s/>]/;

/**
 * An XML file whose root element is an e-invoice's: other XML (and HTML, an error page saved as a file) is not a
 * document. The declaration, comments and processing instructions before the root are skipped; UTF-16 is decoded.
 */
function isEInvoiceXml(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  let text = utf16
    ? new TextDecoder(head[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(head)
    : Buffer.from(head).toString('latin1');
  text = text.replace(/^(\uFEFF|\xEF\xBB\xBF)/, '');
  for (;;) {
    text = text.trimStart();
    const skip = /^(<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)/.exec(text);
    if (!skip) break;
    text = text.slice(skip[0].length);
  }
  return EINVOICE_ROOT.test(text);
}
