import { checkEn16931 } from './check-en16931.ts';
import { checkNamespaces } from './check-namespaces.ts';
import { ciiDialectFor } from './cii-dialects.ts';
import { mentionsEInvoiceNamespace, recogniseRoot, type RootKind } from './einvoice-namespaces.ts';
import { recogniseProfile } from './einvoice-profiles.ts';
import type { EInvoiceFinding, EInvoiceReadResult, EInvoiceSource } from './einvoice.types.ts';
import { ParseContext } from './parse-context.ts';
import { ciiSpecificationId, parseCii } from './parse-cii.ts';
import { parseUbl, ublSpecificationId } from './parse-ubl.ts';
import { parseXml } from './xml-document.ts';

export interface XmlOrigin {
  container: 'xml' | 'pdf';
  attachmentName?: string;
  /**
   * The container says this is an e-invoice (a PDF attachment named factur-x.xml …): XML that is broken or
   * of another kind is then an invalid e-invoice, where a bare XML file would simply not be one.
   */
  claimed: boolean;
}

export interface XmlReading {
  result: EInvoiceReadResult;
  /** which syntax generation the root declares, when it was recognised (for PDFs with several attachments) */
  kind?: RootKind;
}

/**
 * Above this an XML file is not read: e-invoices are kilobytes, a few megabytes with embedded supporting
 * documents; a DOM of hundreds of megabytes would cost gigabytes of memory.
 */
export const MAX_XML_BYTES = 64 * 1024 * 1024;

/** One XML document (a bare file or a PDF attachment) → the model, or the reasons it cannot be read. */
export function readEInvoiceXml(bytes: Uint8Array, origin: XmlOrigin): XmlReading {
  const where = {
    container: origin.container,
    ...(origin.attachmentName ? { attachmentName: origin.attachmentName } : {}),
  };
  const invalid = (failures: EInvoiceFinding[], source: Partial<EInvoiceSource> = where): EInvoiceReadResult => ({
    status: 'invalid',
    source,
    failures,
  });
  if (bytes.length > MAX_XML_BYTES) {
    const message = `the XML is ${Math.round(bytes.length / 1024 / 1024)} MB, more than the ${MAX_XML_BYTES / 1024 / 1024} MB an e-invoice is read up to`;
    return { result: origin.claimed ? invalid([{ rule: 'EINV-SIZE', message }]) : { status: 'none', reason: message } };
  }
  const parsed = parseXml(bytes);
  if (!parsed.ok) {
    const head = Buffer.from(bytes.subarray(0, 4096)).toString('latin1');
    if (!origin.claimed && !mentionsEInvoiceNamespace(head))
      return { result: { status: 'none', reason: 'the file is not well-formed XML' } };
    const at = parsed.line ? ` (line ${parsed.line}${parsed.column ? `, column ${parsed.column}` : ''})` : '';
    const rule = parsed.kind === 'encoding' ? 'EINV-ENCODING' : 'EINV-XML';
    return { result: invalid([{ rule, message: `the e-invoice XML cannot be read: ${parsed.message}${at}` }]) };
  }
  const root = parsed.doc.documentElement!;
  const recognised = recogniseRoot(root);
  if (recognised.status !== 'ok') {
    const claimed =
      origin.claimed || (recognised.status === 'wrong-namespace' && root.localName?.startsWith('CrossIndustry'));
    const ns = root.namespaceURI ? `namespace ${root.namespaceURI}` : 'no namespace';
    if (!claimed)
      return { result: { status: 'none', reason: `the XML's root <${root.localName}> in ${ns} is not an e-invoice` } };
    return {
      result: invalid([
        {
          rule: 'EINV-ROOT',
          message: `the root element <${root.localName}> in ${ns} is not a CII (Factur-X / ZUGFeRD / XRechnung), ZUGFeRD 1.0 or UBL invoice root`,
        },
      ]),
    };
  }
  const { kind, syntax } = recognised.root;
  const dialect = ciiDialectFor(kind);
  const specificationId = dialect ? ciiSpecificationId(dialect, root) : ublSpecificationId(root);
  const partial: Partial<EInvoiceSource> = { ...where, syntax, ...(specificationId ? { specificationId } : {}) };
  const stray = checkNamespaces(root, recognised.root.namespaces);
  const profile = recogniseProfile(syntax, specificationId);
  if (profile.status === 'unknown') {
    return { kind, result: invalid([{ rule: 'EINV-PROFILE', message: profile.message }, ...stray.failures], partial) };
  }
  const ctx = new ParseContext();
  const invoice = dialect ? parseCii(dialect, root, ctx) : parseUbl(root, ctx);
  const checks = checkEn16931(invoice, profile.profile, syntax, root);
  const source: EInvoiceSource = { ...where, syntax, specificationId: specificationId!, profile: profile.profile };
  const failures = [...stray.failures, ...ctx.problems, ...checks.failures];
  if (failures.length) return { kind, result: invalid(failures, source) };
  const warnings = [
    ...(profile.warning ? [{ rule: 'EINV-PROFILE', message: profile.warning }] : []),
    ...stray.warnings,
    ...ctx.notes,
    ...checks.warnings,
  ];
  return { kind, result: { status: 'ok', invoice, source, warnings } };
}
