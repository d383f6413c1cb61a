import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normaliseContrast } from './normalise-contrast.ts';
import { asGrey, renderTextPage } from './synthetic-page.fixture.ts';

test('flattens a shaded background and keeps the ink dark', () => {
  const grey = asGrey(renderTextPage({ background: [110, 240], ink: 70, fontPx: 24 }));
  const out = normaliseContrast(grey, 18);
  const { width } = out;
  const at = (x: number, y: number) => out.data[y * width + x]!;
  // Paper at both ends of the gradient ends up near white.
  assert.ok(at(3, 3) > 230, `left paper ${at(3, 3)}`);
  assert.ok(at(width - 4, 3) > 230, `right paper ${at(width - 4, 3)}`);
  // The darkest ink is stretched to near black.
  let min = 255;
  for (const v of out.data) min = Math.min(min, v);
  assert.ok(min < 40, `darkest ${min}`);
});
