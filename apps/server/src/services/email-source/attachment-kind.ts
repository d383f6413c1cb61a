import type { Attachment } from 'mailparser';

export type AttachmentKind = 'document' | 'inline_image' | 'not_document' | 'too_large';

const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/x-pdf',
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/tiff',
  'image/tif',
  // XML e-invoices (issue 25): storeDocumentFile takes only those whose root is a CII or UBL invoice
  'application/xml',
  'text/xml',
]);
const DOCUMENT_EXTENSIONS = /\.(pdf|jpe?g|png|tiff?|xml)$/i;

/**
 * What an attachment is before any byte is stored. A document by its declared type, or by its
 * name when the sender's mail program only said application/octet-stream (common for PDFs);
 * storeDocumentFile then checks the real type from the bytes. An image the message body shows
 * (referenced by cid:, a signature logo) is not an attachment the sender meant to send.
 */
export function attachmentKind(
  a: Pick<Attachment, 'contentType' | 'filename' | 'related' | 'size'>,
  maxBytes: number,
): AttachmentKind {
  const type = a.contentType.toLowerCase();
  if (a.related && type.startsWith('image/')) return 'inline_image';
  const byType = DOCUMENT_TYPES.has(type);
  const byName =
    (type === 'application/octet-stream' || type === 'binary/octet-stream') &&
    DOCUMENT_EXTENSIONS.test(a.filename ?? '');
  if (!byType && !byName) return 'not_document';
  if (a.size > maxBytes) return 'too_large';
  return 'document';
}
