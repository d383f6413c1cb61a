/** Quarter turns only; angles are kept in 0..359. */
export const normaliseAngle = (deg: number) => (((Math.round(deg / 90) * 90) % 360) + 360) % 360;

/** Extra clockwise rotation per page (0-based index) chosen in the editor. */
export type PageTurns = Record<number, number>;

export const turnPage = (turns: PageTurns, index: number, delta: number): PageTurns => ({
  ...turns,
  [index]: normaliseAngle((turns[index] ?? 0) + delta),
});

export function turnAll(turns: PageTurns, pageCount: number, delta: number): PageTurns {
  let next = turns;
  for (let i = 0; i < pageCount; i++) next = turnPage(next, i, delta);
  return next;
}

export const hasTurns = (turns: PageTurns) => Object.values(turns).some((t) => normaliseAngle(t) !== 0);

/** The corrected file's name: 'invoice.pdf' → 'invoice-rotated.pdf'. */
export const rotatedName = (name: string) => `${name.replace(/\.pdf$/i, '') || 'document'}-rotated.pdf`;
