/**
 * The size of a w×h picture turned clockwise by `degrees` about its centre, the canvas grown to hold
 * all of it. This is the frame the engine's boxes are normalised to: it turns a photo upright
 * (page rotation) and straightens it (minus the skew) the same way before reading it.
 */
export function turnedSize(width: number, height: number, degrees: number): { width: number; height: number } {
  const r = (degrees * Math.PI) / 180;
  const c = Math.abs(Math.cos(r));
  const s = Math.abs(Math.sin(r));
  // round away float noise so that 90° gives exactly h×w
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return { width: round(width * c + height * s), height: round(width * s + height * c) };
}

/** The clockwise turn the engine applied to a page: its upright rotation, then its deskew (minus the skew). */
export const engineTurn = (rotation = 0, skew = 0) => rotation - skew;
