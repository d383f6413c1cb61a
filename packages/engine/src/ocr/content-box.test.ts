import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import sharp from 'sharp';
import { findContentBox } from './content-box.ts';
import { estimateTextHeight } from './estimate-text-height.ts';
import { toGrey } from './grey-image.ts';
import { inkPoints } from './ink-points.ts';
import type { OcrWord, RawImage } from './ocr.types.ts';
import { recognizePageImage } from './recognize-page-image.ts';
import { renderTextPage, rotateRaw, SAMPLE_LINES, wordRecall } from './synthetic-page.fixture.ts';
import { terminateOcr } from './tesseract-pool.ts';

after(() => terminateOcr());

const MARGINS = { top: 500, bottom: 1100, left: 600, right: 800 };

/** The page pasted into a large white sheet (a receipt on an A4 scan), plus a dust speck far from the text. */
async function onLargeSheet(page: RawImage): Promise<RawImage> {
  const { data, info } = await sharp(page.data, {
    raw: { width: page.width, height: page.height, channels: page.channels },
  })
    .removeAlpha()
    .extend({ ...MARGINS, background: { r: 255, g: 255, b: 255 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out = new Uint8Array(data);
  // A 3x3 px speck near the bottom-right corner.
  for (let y = info.height - 60; y < info.height - 57; y++)
    for (let x = info.width - 60; x < info.width - 57; x++)
      out.fill(0, (y * info.width + x) * 3, (y * info.width + x) * 3 + 3);
  return { width: info.width, height: info.height, channels: 3, data: out };
}

test('the content box holds the text, not the margins or a speck', async () => {
  const page = renderTextPage({ fontPx: 22 });
  const sheet = await onLargeSheet(page);
  const grey = toGrey(sheet);
  const points = await inkPoints(grey);
  const box = findContentBox(points, {
    textHeight: estimateTextHeight(points, 0),
    width: grey.width,
    height: grey.height,
  });
  assert.ok(box, 'cropped');
  // The text starts one font size in from the page's left and top edges.
  assert.ok(box.x0 <= MARGINS.left + 22 && box.y0 <= MARGINS.top + 35, JSON.stringify(box));
  assert.ok(box.x1 >= MARGINS.left + page.width * 0.6 && box.y1 >= MARGINS.top + page.height - 60, JSON.stringify(box));
  assert.ok(box.x1 < grey.width - 100 && box.y1 < grey.height - 100, `speck excluded: ${JSON.stringify(box)}`);
  assert.ok((box.x1 - box.x0) * (box.y1 - box.y0) < 0.5 * grey.width * grey.height);
});

test('a page the text fills is not cropped', async () => {
  const grey = toGrey(renderTextPage({ fontPx: 22 }));
  const points = await inkPoints(grey);
  assert.equal(
    findContentBox(points, { textHeight: estimateTextHeight(points, 0), width: grey.width, height: grey.height }),
    undefined,
  );
});

function assertSameBoxes(cropped: OcrWord[], whole: OcrWord[]): void {
  let compared = 0;
  for (const w of whole) {
    const twin = cropped.find((c) => c.text === w.text);
    if (!twin || w.text.length < 4) continue;
    compared++;
    for (const k of ['x0', 'y0', 'x1', 'y1'] as const) {
      assert.ok(
        Math.abs(twin.box[k] - w.box[k]) < 0.002,
        `${w.text}.${k}: cropped ${twin.box[k]} vs whole ${w.box[k]}`,
      );
    }
  }
  assert.ok(compared >= 8, `compared ${compared} words`);
}

for (const skew of [0, 3]) {
  test(`cropping maps word boxes back to the whole page (skew ${skew}°)`, async () => {
    let sheet = await onLargeSheet(renderTextPage({ fontPx: 22 }));
    if (skew) sheet = await rotateRaw(sheet, skew);
    const cropped = await recognizePageImage(sheet);
    const whole = await recognizePageImage(sheet, { steps: { crop: false } });
    assert.ok(
      wordRecall(
        SAMPLE_LINES,
        cropped.words.map((w) => w.text),
      ) >= 0.9,
    );
    assert.equal(cropped.width, whole.width);
    assert.equal(cropped.height, whole.height);
    assert.ok(Math.abs(cropped.skew - skew) <= 0.3, `skew ${cropped.skew}`);
    assert.ok(cropped.timings.total! > 0);
    assertSameBoxes(cropped.words, whole.words);
    // And the boxes sit where the text was pasted: "TOTAL" is on the 6th of 7 lines.
    const total = cropped.words.find((w) => w.text === 'TOTAL')!;
    const sheetH = whole.height;
    assert.ok(
      total.box.y0 * sheetH > MARGINS.top && total.box.y1 * sheetH < sheetH - MARGINS.bottom,
      JSON.stringify(total.box),
    );
  });
}
