import { degrees, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { hasTurns, normaliseAngle, rotatedName, turnAll, turnPage } from './page-rotation';
import { rotatePdf } from './rotate-pdf';

async function twoPages() {
  const doc = await PDFDocument.create();
  doc.addPage([200, 300]);
  doc.addPage([200, 300]).setRotation(degrees(90));
  return doc.save();
}

describe('file editor rotation', () => {
  it('keeps quarter turns in 0..359', () => {
    expect([normaliseAngle(-90), normaliseAngle(450), normaliseAngle(360)]).toEqual([270, 90, 0]);
  });
  it('turns one page or all pages', () => {
    expect(turnPage({}, 1, -90)).toEqual({ 1: 270 });
    expect(turnAll({ 0: 90 }, 2, 90)).toEqual({ 0: 180, 1: 90 });
    expect(hasTurns({ 0: 360 })).toBe(false);
  });
  it('writes the turns into the PDF with pdf-lib', async () => {
    const out = await rotatePdf(await twoPages(), { 0: 90, 1: 270 });
    const doc = await PDFDocument.load(out);
    expect(doc.getPages().map((p) => p.getRotation().angle)).toEqual([90, 0]);
  });
  it('names the corrected file', () => {
    expect(rotatedName('Invoice.PDF')).toBe('Invoice-rotated.pdf');
  });
});
