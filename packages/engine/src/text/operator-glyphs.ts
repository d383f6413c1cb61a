import { normalizeUnicode, OPS } from '../load/pdfjs-ops.ts';

type Matrix = [number, number, number, number, number, number];

/** One painted glyph (or a run of space advance) in viewport points, in content-stream order. */
export interface PlacedGlyph {
  text: string;
  /** the glyph's origin on the baseline, and the end of its own width (spacing not included) */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** index of the showText operation that painted it */
  op: number;
  /** the upright vector of one em (length = font size in viewport points) */
  upX: number;
  upY: number;
  /** its length, `Math.hypot(upX, upY)`: the font size in viewport points */
  em: number;
  isSpace: boolean;
  fontName: string;
}

/**
 * Receives each glyph as it is placed, in content-stream order, with PlacedGlyph's fields as arguments: a
 * page paints thousands of glyphs, and an object for each was much of reading a text layer's allocation.
 */
export interface GlyphSink {
  glyph(
    text: string,
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    op: number,
    upX: number,
    upY: number,
    em: number,
    isSpace: boolean,
    fontName: string,
  ): void;
}

/** What the walker needs from a pdf.js font object (page.commonObjs). */
export interface FontInfo {
  fontMatrix?: ArrayLike<number>;
  vertical?: boolean;
}

interface GlyphLike {
  unicode?: string;
  width?: number;
  isSpace?: boolean;
  vmetric?: ArrayLike<number> | null;
}

/**
 * The text state of a content stream. One class, copied by its constructor on save, and its numbers held as
 * doubles from the start: objects of one shape, whose fields never change representation, so that the walk's
 * optimised code is not thrown away as pages bring a state copied another way or a fraction where a whole
 * number was (each such change cost a recompilation of the walk, several a document).
 */
class TextState {
  ctm: Matrix;
  tm: Matrix;
  x = DOUBLE;
  y = DOUBLE;
  lineX = DOUBLE;
  lineY = DOUBLE;
  charSpacing = DOUBLE;
  wordSpacing = DOUBLE;
  hScale = DOUBLE;
  leading = DOUBLE;
  rise = DOUBLE;
  fontName = '';
  fontSize = DOUBLE;
  fontDirection = 1;
  font: FontFacts = NO_FONT;

  constructor(ctm: Matrix, from?: TextState) {
    this.ctm = ctm;
    this.tm = IDENTITY;
    if (from) {
      this.tm = from.tm;
      this.x = from.x;
      this.y = from.y;
      this.lineX = from.lineX;
      this.lineY = from.lineY;
      this.charSpacing = from.charSpacing;
      this.wordSpacing = from.wordSpacing;
      this.hScale = from.hScale;
      this.leading = from.leading;
      this.rise = from.rise;
      this.fontName = from.fontName;
      this.fontSize = from.fontSize;
      this.fontDirection = from.fontDirection;
      this.font = from.font;
    } else {
      this.x = this.y = this.lineX = this.lineY = 0;
      this.charSpacing = this.wordSpacing = this.leading = this.rise = this.fontSize = 0;
      this.hScale = 1;
    }
  }

  /** The copy a save keeps (a transform replaces `ctm` and `tm`, never changes them, so they are shared). */
  copy(): TextState {
    return new TextState(this.ctm, this);
  }
}

/** A first value that is no small integer, so that V8 keeps these fields as doubles (each is set again at once). */
const DOUBLE = 0.5;

/** What showText reads of the current font, read once per font and page: pdf.js decodes fontMatrix anew at each read. */
interface FontFacts {
  fontMatrix: ArrayLike<number>;
  vertical: boolean;
}

type OperatorList = { fnArray: ArrayLike<number>; argsArray: ArrayLike<unknown> };

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const FONT_IDENTITY = [0.001, 0, 0, 0.001, 0, 0];
const NO_FONT: FontFacts = { fontMatrix: FONT_IDENTITY, vertical: false };

const multiply = (m: Matrix, n: ArrayLike<number>): Matrix => [
  m[0] * n[0]! + m[2] * n[1]!,
  m[1] * n[0]! + m[3] * n[1]!,
  m[0] * n[2]! + m[2] * n[3]!,
  m[1] * n[2]! + m[3] * n[3]!,
  m[0] * n[4]! + m[2] * n[5]! + m[4],
  m[1] * n[4]! + m[3] * n[5]! + m[5],
];

/**
 * The glyphs a page paints, read from its operator list the way pdf.js's own
 * canvas renderer reads it (text matrix, line matrix, Tc/Tw/Tz/TL/Ts, TJ
 * offsets, save/restore, form XObjects), so positions and advances are exact
 * rather than estimated. This replaces a second parse of the page with
 * getTextContent. Glyph text is the font's Unicode mapping; ligatures and
 * other compatibility forms are decomposed as pdf.js's text layer does. Each
 * glyph goes to `out` as it is placed.
 */
export function walkGlyphs(
  opList: OperatorList,
  viewportTransform: number[],
  fontOf: (name: string) => FontInfo | null,
  out: GlyphSink,
): void {
  const stack: TextState[] = [];
  const fonts = new Map<string, FontFacts>();
  const factsOf = (name: string): FontFacts => {
    let facts = fonts.get(name);
    if (!facts) {
      const font = fontOf(name);
      facts = { fontMatrix: font?.fontMatrix ?? FONT_IDENTITY, vertical: !!font?.vertical };
      fonts.set(name, facts);
    }
    return facts;
  };
  let s = new TextState(viewportTransform.slice(0, 6) as Matrix);
  const moveText = (x: number, y: number) => {
    s.x = s.lineX += x;
    s.y = s.lineY += y;
  };
  const { fnArray, argsArray } = opList;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    switch (fn) {
      case OPS.save:
        stack.push(s.copy());
        break;
      case OPS.restore:
        s = stack.pop() ?? s;
        break;
      case OPS.transform:
        if (args) s.ctm = multiply(s.ctm, args as number[]);
        break;
      case OPS.paintFormXObjectBegin: {
        stack.push(s.copy());
        const m = args?.[0] as ArrayLike<number> | null;
        if (m && m.length >= 6) s.ctm = multiply(s.ctm, m);
        break;
      }
      case OPS.paintFormXObjectEnd:
        s = stack.pop() ?? s;
        break;
      case OPS.beginText:
        s.tm = IDENTITY;
        s.x = s.lineX = 0;
        s.y = s.lineY = 0;
        break;
      case OPS.setCharSpacing:
        s.charSpacing = Number(args?.[0]) || 0;
        break;
      case OPS.setWordSpacing:
        s.wordSpacing = Number(args?.[0]) || 0;
        break;
      case OPS.setHScale:
        s.hScale = (Number(args?.[0]) || 0) / 100;
        break;
      case OPS.setLeading:
        s.leading = -(Number(args?.[0]) || 0);
        break;
      case OPS.setTextRise:
        s.rise = Number(args?.[0]) || 0;
        break;
      case OPS.moveText:
        moveText(Number(args?.[0]) || 0, Number(args?.[1]) || 0);
        break;
      case OPS.setLeadingMoveText:
        s.leading = Number(args?.[1]) || 0;
        moveText(Number(args?.[0]) || 0, Number(args?.[1]) || 0);
        break;
      case OPS.nextLine:
        moveText(0, s.leading);
        break;
      case OPS.setTextMatrix: {
        const m = (args && typeof args[0] === 'object' ? args[0] : args) as ArrayLike<number> | null;
        if (m && m.length >= 6) s.tm = [m[0]!, m[1]!, m[2]!, m[3]!, m[4]!, m[5]!];
        s.x = s.lineX = 0;
        s.y = s.lineY = 0;
        break;
      }
      case OPS.setFont: {
        const size = Number(args?.[1]) || 0;
        s.fontName = String(args?.[0] ?? '');
        s.font = factsOf(s.fontName);
        s.fontSize = Math.abs(size);
        s.fontDirection = size < 0 ? -1 : 1;
        break;
      }
      case OPS.showText:
        if (args && Array.isArray(args[0])) showText(s, args[0] as (GlyphLike | number)[], i, out);
        break;
      default:
        break;
    }
  }
}

function showText(s: TextState, glyphs: readonly (GlyphLike | number)[], op: number, out: GlyphSink): void {
  const fontSize = s.fontSize;
  if (fontSize === 0) return;
  const fm = s.font.fontMatrix;
  const vertical = s.font.vertical;
  const hScale = s.hScale * s.fontDirection;
  // text space → viewport: CTM · Tm · translate(x, y + rise)
  const m = multiply(s.ctm, s.tm);
  const upX = m[2] * fontSize,
    upY = m[3] * fontSize;
  const em = Math.hypot(upX, upY);
  const advanceScale = fontSize * (fm[0] || 0.001);
  const baseY = s.y + s.rise;
  let x = 0;
  for (let k = 0; k < glyphs.length; k++) {
    const g = glyphs[k]!;
    if (typeof g === 'number') {
      x += ((vertical ? 1 : -1) * g * fontSize) / 1000;
      continue;
    }
    const spacing = (g.isSpace ? s.wordSpacing : 0) + s.charSpacing;
    let width = g.width ?? 0;
    if (vertical) width = g.vmetric ? -(g.vmetric[0] ?? 0) : width;
    const advance = vertical
      ? width * advanceScale - spacing * s.fontDirection
      : width * advanceScale + spacing * s.fontDirection;
    const text = normaliseGlyphText(g.unicode ?? '');
    if (text) {
      // text space → viewport: CTM · Tm, from the pen position to the end of the glyph's own width
      const tx0 = vertical ? s.x : s.x + x * hScale,
        ty0 = vertical ? baseY - x : baseY;
      const tx1 = vertical ? s.x : s.x + (x + width * advanceScale) * hScale,
        ty1 = vertical ? baseY - x - width * advanceScale : baseY;
      out.glyph(
        text,
        m[0] * tx0 + m[2] * ty0 + m[4],
        m[1] * tx0 + m[3] * ty0 + m[5],
        m[0] * tx1 + m[2] * ty1 + m[4],
        m[1] * tx1 + m[3] * ty1 + m[5],
        op,
        upX,
        upY,
        em,
        isSpaceText(text),
        s.fontName,
      );
    }
    x += advance;
  }
  if (vertical) s.y -= x;
  else s.x += x * hScale;
}

const isSpaceText = (t: string): boolean =>
  t.length === 1
    ? t === ' ' || t === '\u00a0' || t === '\t' || t === '\n' || t === '\r' || t === '\u3000'
    : /^\s+$/.test(t);

/** Ligatures, presentation forms and odd spaces → plain letters, exactly as pdf.js's text layer; controls dropped. */
function normaliseGlyphText(u: string): string {
  if (!u) return '';
  const c = u.charCodeAt(0);
  if (u.length === 1) {
    if (c < 0x20 || c === 0xad || c === 0x200b || c === 0xfeff) return '';
    // pdf.js normalises only these below U+2000 (see its normalizeUnicode)
    if (c < 0x2000 && c !== 0xa0 && c !== 0xb5 && c !== 0x37e && c !== 0xeb3) return u;
  }
  return normalizeUnicode(u);
}
