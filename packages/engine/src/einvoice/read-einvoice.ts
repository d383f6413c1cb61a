import { checkPrintedTotal } from './check-printed-total.ts';
import { xmpLevelsFor } from './einvoice-profiles.ts';
import type { EInvoiceFinding, EInvoiceReadResult, EInvoiceSource, ReadEInvoiceOptions } from './einvoice.types.ts';
import { pickEInvoiceAttachment } from './pick-einvoice-attachment.ts';
import { readEInvoiceXml } from './read-einvoice-xml.ts';
import { readPdfAttachments, readPdfText, readPdfXmp, withPdf } from './read-pdf-attachments.ts';
import { readXmpInvoiceInfo, type XmpInvoiceInfo } from './read-xmp-profile.ts';

/**
 * Reads the e-invoice in a file: the XML attached to a PDF (Factur-X, ZUGFeRD 1.0 / 2.x, XRechnung
 * hybrids) or a bare CII / UBL XML file, told apart by their bytes, never by a file name.
 * - `ok`: the invoice in the EN 16931 model, where it came from, and warnings worth a reviewer's look;
 * - `invalid`: the file is (or claims to be) an e-invoice but breaks a rule: each failure names the rule
 *   and says what is wrong, and nothing of it is to be used;
 * - `none`: no e-invoice here (a plain PDF, a photo, other XML).
 * Never throws.
 */
export async function readEInvoice(bytes: Uint8Array, opts: ReadEInvoiceOptions = {}): Promise<EInvoiceReadResult> {
  if (!bytes.length) return { status: 'none', reason: 'the file is empty' };
  if (isPdf(bytes)) return readFromPdf(bytes, opts);
  if (isXml(bytes)) return readEInvoiceXml(bytes, { container: 'xml', claimed: false }).result;
  return { status: 'none', reason: 'the file is neither a PDF nor XML' };
}

async function readFromPdf(bytes: Uint8Array, opts: ReadEInvoiceOptions): Promise<EInvoiceReadResult> {
  try {
    return await withPdf(bytes, opts.timeoutMs ?? 30_000, async (doc, deadline) => {
      const attachments = await readPdfAttachments(doc, deadline);
      if (!attachments.length) return { status: 'none', reason: 'the PDF has no embedded files' };
      const xmpText = await readPdfXmp(doc, deadline).catch(() => null);
      const xmp = xmpText ? readXmpInvoiceInfo(xmpText) : null;
      const pick = pickEInvoiceAttachment(attachments, xmp?.fileName);
      if (pick.status === 'none') return { status: 'none', reason: 'no attachment of the PDF is an e-invoice' };
      if (pick.status === 'conflict')
        return { status: 'invalid', source: { container: 'pdf' }, failures: pick.failures };
      const read = pick.reading.result;
      if (read.status !== 'ok') return read;

      const source: EInvoiceSource = { ...read.source, ...(xmp?.level ? { declaredLevel: xmp.level } : {}) };
      const failures = checkXmpLevel(source, xmp);
      if (failures.length) return { status: 'invalid', source, failures };
      const warnings = [...read.warnings];
      if (opts.crossCheckPrintedTotal !== false) {
        warnings.push(...checkPrintedTotal(read.invoice, await readPdfText(doc, deadline)));
      }
      if (pick.ignored.length) {
        warnings.push({
          rule: 'EINV-MIXED',
          message: `the PDF also carries ${pick.ignored.join(', ')}; ${pick.attachment.name}, which its metadata names, was read`,
        });
      }
      return { status: 'ok', invoice: read.invoice, source, warnings };
    });
  } catch (e) {
    return { status: 'none', reason: `the PDF cannot be opened: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** EINV-XMP: the PDF's metadata and its XML must declare the same profile. */
function checkXmpLevel(source: EInvoiceSource, xmp: XmpInvoiceInfo | null): EInvoiceFinding[] {
  if (!xmp?.level || !xmp.normative) return [];
  const squash = (s: string) => s.toUpperCase().replace(/[\s_-]/g, '');
  if (xmpLevelsFor(source.profile).some((l) => squash(l) === squash(xmp.level!))) return [];
  return [
    {
      rule: 'EINV-XMP',
      message: `the PDF's metadata declares the conformance level "${xmp.level}", but its XML declares the ${source.profile} profile (${source.specificationId})`,
    },
  ];
}

function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 1024)).toString('latin1').includes('%PDF-');
}

function isXml(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const head = Buffer.from(bytes.subarray(0, 256))
    .toString('latin1')
    .replace(/^\xEF\xBB\xBF/, '')
    .trimStart();
  return head.startsWith('<');
}
