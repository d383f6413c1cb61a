import assert from 'node:assert/strict';
import { test } from 'node:test';
import { otsuThreshold, sauvolaBinarise } from './binarise-image.ts';
import { asGrey, renderTextPage } from './synthetic-page.fixture.ts';

test('otsu splits a bimodal image between its modes', () => {
  const data = new Uint8Array(1000);
  for (let i = 0; i < data.length; i++) data[i] = i % 4 === 0 ? 40 : 210;
  const t = otsuThreshold({ width: 100, height: 10, data });
  assert.ok(t >= 40 && t < 210, `threshold ${t}`);
});

test('sauvola keeps text on a dark-to-light gradient and clears the background', () => {
  // Ink 90 on a background fading from 120 to 250: no global threshold
  // separates the left side's text from the right side's paper as well.
  const grey = asGrey(renderTextPage({ background: [120, 250], ink: 60, fontPx: 24 }));
  const bin = sauvolaBinarise(grey, { window: 61, k: 0.2 });
  let inkInText = 0;
  let inkInMargin = 0;
  const { width, height } = bin;
  // Margins: the top band above the first line, full width.
  for (let y = 0; y < 20; y++) for (let x = 0; x < width; x++) inkInMargin += bin.data[y * width + x] === 0 ? 1 : 0;
  for (let i = 0; i < width * height; i++) if (bin.data[i] === 0 && grey.data[i]! < 80) inkInText++;
  assert.equal(inkInMargin, 0, 'background is white');
  assert.ok(inkInText > 1000, `text strokes kept (${inkInText} px)`);
});
