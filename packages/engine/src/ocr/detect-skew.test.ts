import assert from 'node:assert/strict';
import { test } from 'node:test';
import { detectSkew } from './detect-skew.ts';
import { estimateTextHeight } from './estimate-text-height.ts';
import { toGrey } from './grey-image.ts';
import { inkPoints } from './ink-points.ts';
import { renderTextPage, rotateRaw } from './synthetic-page.fixture.ts';

test('a straight page has no skew', async () => {
  const points = await inkPoints(toGrey(renderTextPage()));
  assert.equal(detectSkew(points), 0);
});

for (const angle of [3, -3, 7.5]) {
  test(`detects a ${angle} degree skew`, async () => {
    const page = await rotateRaw(renderTextPage(), angle);
    const skew = detectSkew(await inkPoints(toGrey(page)));
    assert.ok(Math.abs(skew - angle) <= 0.3, `detected ${skew}, expected ${angle}`);
  });
}

test('text height is measured from the rows of ink', async () => {
  for (const fontPx of [16, 40]) {
    const points = await inkPoints(toGrey(renderTextPage({ fontPx })));
    const h = estimateTextHeight(points, 0)!;
    // Capital/digit ink height of Liberation Mono is ~0.7 em (plus the odd descender).
    assert.ok(h >= fontPx * 0.6 && h <= fontPx * 1.0, `font ${fontPx}px: estimated ${h}`);
  }
});
