import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';

/**
 * A Factur-X / ZUGFeRD PDF without its e-invoice: the printed pages alone, a plain PDF invoice of the same supplier.
 * Tests of what is read from a printed page (issue 30) use these; with the attachment, the values would come from
 * the e-invoice (issue 25).
 */
export async function printedOnly(bytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.delete(PDFName.of('EmbeddedFiles'));
  doc.catalog.delete(PDFName.of('AF'));
  return doc.save({ useObjectStreams: false });
}
