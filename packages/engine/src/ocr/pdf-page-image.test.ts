import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pageImageFromPdf, RENDER_DPI } from './pdf-page-image.ts';

/** A one-page PDF (200x100 pt) whose content stream is `content`, with a 4x2 RGB image /Im0. */
function buildPdf(content: string): Uint8Array {
  // Image rows: top row red, bottom row blue.
  const pixels = [...Array(4).fill([255, 0, 0]), ...Array(4).fill([0, 0, 255])].flat();
  const image = String.fromCharCode(...pixels);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Type /XObject /Subtype /Image /Width 4 /Height 2 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${image.length} >>\nstream\n${image}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (c) => c.charCodeAt(0));
}

async function firstPage(bytes: Uint8Array) {
  const doc = await getDocument({ data: bytes, isEvalSupported: false, useSystemFonts: false }).promise;
  return { doc, page: await doc.getPage(1) };
}

test("a page that is one full-page image gives that image's own pixels", async () => {
  const { doc, page } = await firstPage(buildPdf('q 200 0 0 100 0 0 cm /Im0 Do Q'));
  const image = await pageImageFromPdf(page);
  assert.deepEqual([image.width, image.height, image.channels], [4, 2, 3]);
  assert.deepEqual([...image.data.subarray(0, 3)], [255, 0, 0]);
  assert.deepEqual([...image.data.subarray(12, 15)], [0, 0, 255]);
  await doc.destroy();
});

test('a page with other content is rendered at 300 dpi', async () => {
  const { doc, page } = await firstPage(buildPdf('q 100 0 0 50 0 50 cm /Im0 Do Q 0 0 0 rg 120 10 50 20 re f'));
  const image = await pageImageFromPdf(page);
  assert.equal(image.width, Math.floor((200 * RENDER_DPI) / 72));
  assert.equal(image.height, Math.floor((100 * RENDER_DPI) / 72));
  assert.equal(image.channels, 4);
  // The black rectangle (x 120-170 pt, y 10-30 pt from the bottom) is rendered.
  const px = (xPt: number, yPtFromTop: number) => {
    const x = Math.floor((xPt * RENDER_DPI) / 72);
    const y = Math.floor((yPtFromTop * RENDER_DPI) / 72);
    return image.data[(y * image.width + x) * 4]!;
  };
  assert.ok(px(145, 80) < 30, 'rectangle is black');
  assert.ok(px(180, 20) > 225, 'background is white');
  await doc.destroy();
});
