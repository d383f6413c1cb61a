import type { RootKind } from './einvoice-namespaces.ts';
import type { EInvoiceFinding } from './einvoice.types.ts';
import type { PdfAttachment } from './read-pdf-attachments.ts';
import { readEInvoiceXml, type XmlReading } from './read-einvoice-xml.ts';

/** The attachment names the Factur-X, ZUGFeRD 1.0/2.x and XRechnung hybrid formats give the invoice. */
const INVOICE_NAMES = new Set(['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml']);

export type AttachmentPick =
  | { status: 'none' }
  | { status: 'one'; attachment: PdfAttachment; reading: XmlReading; ignored: string[] }
  | { status: 'conflict'; failures: EInvoiceFinding[] };

interface Candidate {
  attachment: PdfAttachment;
  reading: XmlReading;
  named: boolean;
}

/**
 * Which attachment of a PDF is its e-invoice: one with an invoice name (case-insensitive) or the name
 * the XMP metadata gives; failing that, any XML attachment whose root is an e-invoice root. A named
 * attachment is taken as claimed to be the invoice, so broken XML there is an invalid e-invoice.
 *
 * Two e-invoices in one PDF are refused (EINV-MIXED): a ZUGFeRD 1.0 and a 2.x / Factur-X invoice side by
 * side (a converter that kept the old one) may disagree, and nothing says which the sender books. Two of
 * the same generation are read only when the XMP names one of them.
 */
export function pickEInvoiceAttachment(attachments: PdfAttachment[], xmpFileName?: string): AttachmentPick {
  const xmpName = xmpFileName?.toLowerCase();
  const candidates: Candidate[] = [];
  for (const attachment of attachments) {
    const lower = attachment.name.toLowerCase();
    const named = INVOICE_NAMES.has(lower) || lower === xmpName;
    if (!named && !lower.endsWith('.xml') && !looksLikeXml(attachment.bytes)) continue;
    const reading = readEInvoiceXml(attachment.bytes, {
      container: 'pdf',
      attachmentName: attachment.name,
      claimed: named,
    });
    if (named || reading.kind) candidates.push({ attachment, reading, named });
  }
  if (!candidates.length) return { status: 'none' };

  const generations = new Set(candidates.map((c) => generation(c.reading.kind)).filter(Boolean));
  if (generations.size > 1) {
    const list = candidates.map((c) => `${c.attachment.name} (${describe(c.reading.kind)})`).join(' and ');
    return {
      status: 'conflict',
      failures: [
        {
          rule: 'EINV-MIXED',
          message: `the PDF carries e-invoices of different versions, ${list}; which one is the invoice is not defined, and they may disagree`,
        },
      ],
    };
  }
  let chosen = candidates;
  if (candidates.length > 1 && xmpName) chosen = candidates.filter((c) => c.attachment.name.toLowerCase() === xmpName);
  if (chosen.length !== 1) {
    return {
      status: 'conflict',
      failures: [
        {
          rule: 'EINV-MIXED',
          message: `the PDF carries ${candidates.length} e-invoice attachments (${candidates.map((c) => c.attachment.name).join(', ')}) and its metadata does not say which one is the invoice`,
        },
      ],
    };
  }
  const [one] = chosen;
  return {
    status: 'one',
    attachment: one!.attachment,
    reading: one!.reading,
    ignored: candidates.filter((c) => c !== one).map((c) => c.attachment.name),
  };
}

function looksLikeXml(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 64))
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart();
  return head.startsWith('<');
}

function generation(kind: RootKind | undefined): string | undefined {
  if (kind === 'zugferd1' || kind === 'zugferd1-rc') return 'ZUGFeRD 1.0';
  if (kind === 'cii') return 'CII';
  if (kind) return 'UBL';
  return undefined;
}

function describe(kind: RootKind | undefined): string {
  if (kind === 'cii') return 'Factur-X / ZUGFeRD 2';
  return generation(kind) ?? 'not readable';
}
