import { PDFDocument, StandardFonts, degrees, rgb } from 'pdf-lib';

/** What a synthetic test page holds, in points from the top-left corner (like the engine's own coordinates). */
export interface TestPage {
  width?: number;
  height?: number;
  /** rotate: degrees counter-clockwise about the text's start (90 reads bottom to top) */
  texts?: { x: number; y: number; text: string; size?: number; bold?: boolean; rotate?: number }[];
  /** stroked lines */
  lines?: { x0: number; y0: number; x1: number; y1: number; thickness?: number }[];
  /** filled rectangles */
  rects?: { x: number; y: number; w: number; h: number }[];
  rotate?: 0 | 90 | 180 | 270;
}

/** A small PDF with real text and drawing operators, so tests run the real pdf.js path. */
export async function makePdf(pages: TestPage[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const p of pages) {
    const width = p.width ?? 612,
      height = p.height ?? 792;
    const page = doc.addPage([width, height]);
    if (p.rotate) page.setRotation({ type: 'degrees' as never, angle: p.rotate } as never);
    for (const t of p.texts ?? []) {
      const size = t.size ?? 10;
      // y is the top of the text; pdf-lib draws from the baseline, bottom-left origin
      const y = t.rotate ? height - t.y : height - t.y - size * 0.78;
      page.drawText(t.text, {
        x: t.x,
        y,
        size,
        font: t.bold ? bold : font,
        color: rgb(0, 0, 0),
        ...(t.rotate ? { rotate: degrees(t.rotate) } : {}),
      });
    }
    for (const l of p.lines ?? []) {
      page.drawLine({
        start: { x: l.x0, y: height - l.y0 },
        end: { x: l.x1, y: height - l.y1 },
        thickness: l.thickness ?? 0.75,
        color: rgb(0, 0, 0),
      });
    }
    for (const r of p.rects ?? [])
      page.drawRectangle({ x: r.x, y: height - r.y - r.h, width: r.w, height: r.h, color: rgb(0, 0, 0) });
  }
  return doc.save({ useObjectStreams: false });
}

/** A grid of ruled cells: column x-edges and row y-edges, drawn as lines, with text in each cell. */
export function ruledGrid(xs: number[], ys: number[], cells: string[][]): Pick<TestPage, 'lines' | 'texts'> {
  const lines = [
    ...ys.map((y) => ({ x0: xs[0]!, y0: y, x1: xs[xs.length - 1]!, y1: y })),
    ...xs.map((x) => ({ x0: x, y0: ys[0]!, x1: x, y1: ys[ys.length - 1]! })),
  ];
  const texts = cells.flatMap((row, r) =>
    row.map((text, c) => ({ x: xs[c]! + 4, y: ys[r]! + 4, text })).filter((t) => t.text),
  );
  return { lines, texts };
}

/**
 * A hand-written PDF whose trailer names a Standard security handler whose
 * user password is not empty: pdf.js asks for a password. (pdf-lib cannot
 * encrypt, and the tests must not depend on qpdf.)
 */
export function encryptedPdf(): Uint8Array {
  const hex32 = 'A1'.repeat(32);
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex32}> /U <${hex32}> /P -44 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body +=
    `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
