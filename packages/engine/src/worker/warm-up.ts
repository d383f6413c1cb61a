import { extractDocument } from '../pipeline/extract-document.ts';

/**
 * A pool thread's warm-up, run once when it starts: pdf.js loaded and one small page with a label, a
 * value and a ruled table taken through every stage, so that a server's first documents do not pay for
 * loading and first compilation. Failing here costs nothing but the warm-up.
 */
export async function warmUp(): Promise<void> {
  await extractDocument(warmUpPdf(), { ocr: false, timeoutMs: 10_000 }).catch(() => undefined);
  // loaded on first use otherwise (extract-worker.ts): a server's first template apply and e-invoice need them
  await Promise.all([import('./apply-in-thread.ts'), import('../einvoice/read-einvoice-document.ts')]).catch(
    () => undefined,
  );
}

/** A hand-written one-page PDF (pdf-lib is a test dependency only): Helvetica text and stroked rules. */
export function warmUpPdf(): Uint8Array {
  const text = [
    'BT /F1 12 Tf 50 740 Td (Invoice No: 1001) Tj ET',
    'BT /F1 10 Tf 50 700 Td (Item) Tj 150 0 Td (Qty) Tj 100 0 Td (Amount) Tj ET',
    'BT /F1 10 Tf 50 680 Td (Bolts) Tj 150 0 Td (10) Tj 100 0 Td (5.00) Tj ET',
    'BT /F1 10 Tf 50 660 Td (Nuts) Tj 150 0 Td (20) Tj 100 0 Td (2.00) Tj ET',
    '0.75 w 45 715 m 400 715 l S 45 695 m 400 695 l S 45 675 m 400 675 l S 45 655 m 400 655 l S',
    '45 715 m 45 655 l S 195 715 m 195 655 l S 295 715 m 295 655 l S 400 715 m 400 655 l S',
  ].join('\n');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
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
  body += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
