import { degrees, PDFDocument } from 'pdf-lib';
import { normaliseAngle, type PageTurns } from './page-rotation';

/** Writes the chosen turns into the PDF's page rotation (pdf-lib); the content itself is untouched. */
export async function rotatePdf(bytes: ArrayBuffer | Uint8Array, turns: PageTurns): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  doc.getPages().forEach((page, i) => {
    const turn = turns[i] ?? 0;
    if (turn) page.setRotation(degrees(normaliseAngle(page.getRotation().angle + turn)));
  });
  return doc.save();
}
