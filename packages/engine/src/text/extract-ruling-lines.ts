import { OPS as PDF_OPS } from '../load/pdfjs-ops.ts';
import type { PRuling } from '../model/internal.types.ts';

type Matrix = [number, number, number, number, number, number];

const OPS = PDF_OPS;
const STROKES = new Set([
  OPS.stroke,
  OPS.closeStroke,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);
const FILLS = new Set([
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);

// pdf.js 5 path opcodes inside constructPath's flat path data (DrawOPS).
const MOVE = 0,
  LINE = 1,
  CURVE = 2,
  QUAD = 3,
  CLOSE = 4;

/** A filled rectangle thinner than this (points) is drawn as a rule, e.g. a table border. */
const MAX_RULE_THICKNESS = 3;
/** Shorter segments are glyph-like decoration, not table rules. */
const MIN_RULE_LENGTH = 4;

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];
const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

/**
 * Ruling lines from a page's operator list: stroked axis-aligned segments and
 * rectangle edges, and filled thin rectangles (many generators draw table borders
 * as filled 0.5 pt rectangles). Coordinates come out in viewport points, so
 * the page's /Rotate is already applied. Curves are ignored.
 */
export function extractRulingLines(
  opList: { fnArray: number[]; argsArray: unknown[] },
  viewportTransform: number[],
): PRuling[] {
  const out: PRuling[] = [];
  const stack: Matrix[] = [];
  let ctm = viewportTransform.slice(0, 6) as Matrix;
  const { fnArray, argsArray } = opList;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform && args) ctm = multiply(ctm, args as unknown as Matrix);
    else if (fn === OPS.paintFormXObjectBegin && args) {
      stack.push(ctm);
      const m = args[0] as number[] | null;
      if (m && m.length >= 6) ctm = multiply(ctm, m.slice(0, 6) as Matrix);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.constructPath && args) {
      const paintOp = args[0] as number;
      const stroked = STROKES.has(paintOp),
        filled = FILLS.has(paintOp);
      if (!stroked && !filled) continue; // clipping paths and endPath draw nothing
      const data = (args[1] as unknown[] | undefined)?.[0];
      if (!data || typeof (data as ArrayLike<number>).length !== 'number') continue;
      for (const sub of subpaths(data as ArrayLike<number>)) {
        const pts = sub.map(([x, y]) => apply(ctm, x, y));
        addSubpath(pts, stroked, filled, out);
      }
    }
  }
  return out;
}

function subpaths(d: ArrayLike<number>): [number, number][][] {
  const out: [number, number][][] = [];
  let cur: [number, number][] = [];
  let i = 0;
  while (i < d.length) {
    const op = d[i++];
    if (op === MOVE) {
      if (cur.length > 1) out.push(cur);
      cur = [[d[i]!, d[i + 1]!]];
      i += 2;
    } else if (op === LINE) {
      cur.push([d[i]!, d[i + 1]!]);
      i += 2;
    } else if (op === CURVE) {
      // a curve makes the subpath useless as a rule; drop it
      cur = [];
      i += 6;
    } else if (op === QUAD) {
      cur = [];
      i += 4;
    } else if (op === CLOSE) {
      if (cur.length > 1) cur.push(cur[0]!);
    } else break; // unknown opcode: stop rather than misread
  }
  if (cur.length > 1) out.push(cur);
  return out;
}

function addSubpath(pts: [number, number][], stroked: boolean, filled: boolean, out: PRuling[]): void {
  const xs = pts.map((p) => p[0]),
    ys = pts.map((p) => p[1]);
  const x0 = Math.min(...xs),
    x1 = Math.max(...xs),
    y0 = Math.min(...ys),
    y1 = Math.max(...ys);
  const w = x1 - x0,
    h = y1 - y0;
  if (filled && isAxisAlignedRect(pts) && (w <= MAX_RULE_THICKNESS || h <= MAX_RULE_THICKNESS)) {
    if (w >= h && w >= MIN_RULE_LENGTH) out.push({ orientation: 'horizontal', from: x0, to: x1, at: (y0 + y1) / 2 });
    else if (h > w && h >= MIN_RULE_LENGTH) out.push({ orientation: 'vertical', from: y0, to: y1, at: (x0 + x1) / 2 });
    return;
  }
  if (!stroked) return;
  for (let k = 1; k < pts.length; k++) {
    const [ax, ay] = pts[k - 1]!,
      [bx, by] = pts[k]!;
    if (Math.abs(ay - by) < 0.5 && Math.abs(ax - bx) >= MIN_RULE_LENGTH) {
      out.push({ orientation: 'horizontal', from: Math.min(ax, bx), to: Math.max(ax, bx), at: (ay + by) / 2 });
    } else if (Math.abs(ax - bx) < 0.5 && Math.abs(ay - by) >= MIN_RULE_LENGTH) {
      out.push({ orientation: 'vertical', from: Math.min(ay, by), to: Math.max(ay, by), at: (ax + bx) / 2 });
    }
  }
}

function isAxisAlignedRect(pts: [number, number][]): boolean {
  if (pts.length < 4 || pts.length > 5) return false;
  for (let k = 1; k < pts.length; k++) {
    const [ax, ay] = pts[k - 1]!,
      [bx, by] = pts[k]!;
    if (Math.abs(ax - bx) > 0.01 && Math.abs(ay - by) > 0.01) return false;
  }
  return true;
}

/** Joins collinear rulings that touch or overlap, so a border drawn in pieces becomes one rule. */
export function mergeRulings(rulings: readonly PRuling[], tolerance = 1.5): PRuling[] {
  const out: PRuling[] = [];
  for (const orientation of ['horizontal', 'vertical'] as const) {
    const list = rulings.filter((r) => r.orientation === orientation).sort((a, b) => a.at - b.at || a.from - b.from);
    const used = new Array(list.length).fill(false);
    for (let i = 0; i < list.length; i++) {
      if (used[i]) continue;
      let cur = { ...list[i]! };
      used[i] = true;
      let grew = true;
      while (grew) {
        grew = false;
        for (let j = i + 1; j < list.length && list[j]!.at - cur.at <= tolerance; j++) {
          const r = list[j]!;
          if (used[j]) continue;
          if (r.from <= cur.to + tolerance && r.to >= cur.from - tolerance) {
            cur = { orientation, from: Math.min(cur.from, r.from), to: Math.max(cur.to, r.to), at: cur.at };
            used[j] = true;
            grew = true;
          }
        }
      }
      out.push(cur);
    }
  }
  return out;
}
