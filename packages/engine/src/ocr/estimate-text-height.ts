/**
 * Text height estimate (in source pixels) from the deskewed row profile of
 * vertical strips of the analysis image: the median height of the bands of
 * inked rows is the height of a text line's ink (cap height plus a little).
 * Row bands are used rather than connected components because receipts are
 * often dot-matrix printed, where each dot is its own component.
 */
import type { InkPoints } from './ink-points.ts';

const STRIPS = 4;

export function estimateTextHeight(points: InkPoints, skewDeg: number): number | undefined {
  const t = Math.tan((skewDeg * Math.PI) / 180);
  const offset = Math.ceil(Math.abs(t) * points.width) + 1;
  const size = points.height + 2 * offset + 1;
  const stripWidth = points.width / STRIPS;
  const profiles = Array.from({ length: STRIPS }, () => new Float64Array(size));
  for (let i = 0; i < points.xs.length; i++) {
    const x = points.xs[i]!;
    const b = Math.round(points.ys[i]! - x * t) + offset;
    const s = Math.min(STRIPS - 1, Math.floor(x / stripWidth));
    if (b >= 0 && b < size) profiles[s]![b]!++;
  }
  const bands: number[] = [];
  for (const raw of profiles) {
    // Dot-matrix print leaves near-empty rows between dot rows inside a
    // character; a 3-row maximum bridges them without joining text lines,
    // which are separated by more than that at analysis scale.
    const bins = new Float64Array(size);
    for (let i = 0; i < size; i++) bins[i] = Math.max(raw[i - 1] ?? 0, raw[i]!, raw[i + 1] ?? 0);
    const nonzero = Array.from(bins)
      .filter((v) => v > 0)
      .sort((a, b) => a - b);
    if (nonzero.length < 10) continue;
    // A row belongs to a band when it holds a fair share of a typical text
    // row's ink: isolated specks and underline dots between lines do not.
    const cut = Math.max(1, 0.2 * nonzero[Math.floor(nonzero.length * 0.75)]!);
    let run = 0;
    for (let i = 0; i <= size; i++) {
      if (i < size && bins[i]! >= cut) run++;
      else {
        // The max filter widened the band by one row at each end.
        if (run >= 5) bands.push(run - 2);
        run = 0;
      }
    }
  }
  if (bands.length < 3) return undefined;
  bands.sort((a, b) => a - b);
  return bands[Math.floor(bands.length / 2)]! / points.scale;
}
