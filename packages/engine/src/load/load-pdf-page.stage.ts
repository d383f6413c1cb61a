import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import type { PPage } from '../model/internal.types.ts';
import type { Deadline } from '../pipeline/deadline.ts';
import { extractRulingLines, mergeRulings } from '../text/extract-ruling-lines.ts';
import { WordBuilder } from '../text/glyphs-to-words.ts';
import { walkGlyphs, type FontInfo, type GlyphSink } from '../text/operator-glyphs.ts';
import { TurnCounter } from '../text/text-direction.ts';
import { imagesLeftOutSoFar } from './pdfjs-hooks.ts';
import { OPS } from './pdfjs-ops.ts';
import { loadedPdfjs } from './pdfjs.ts';

export type PdfPage = PDFPageProxy;

/**
 * One PDF page's text layer from a single parse of its content stream: the
 * operator list gives both the painted glyphs (→ words) and the ruling lines,
 * in upright viewport points (pdf.js applies /Rotate). A page whose text
 * mostly runs another way (a landscape table on a portrait page) is turned so
 * that it reads left to right, as OCR turns a scan; `rotation` says how far. `inkBeyondText`: the page
 * paints an image or fills a path, so a page without usable text may still be read by OCR; a page that
 * paints neither has nothing OCR could read (a blank page, a page of rules) and is not rendered for it.
 */
export async function loadPdfPage(
  page: PdfPage,
  pageNumber: number,
  deadline: Deadline,
): Promise<{ page: PPage; inkBeyondText: boolean }> {
  let viewport = page.getViewport({ scale: 1 });
  const imagesBefore = imagesLeftOutSoFar();
  // form widgets and annotations are not page content: leaving them out also saves their appearance streams
  const ops = await deadline.race(
    page.getOperatorList({ intent: 'print', annotationMode: loadedPdfjs().AnnotationMode.DISABLE }),
    'load',
    pageNumber,
  );
  const inkBeyondText = imagesLeftOutSoFar() > imagesBefore || fillsPaths(ops);
  const fontOf = (name: string): FontInfo | null =>
    page.commonObjs.has(name) ? (page.commonObjs.get(name) as FontInfo) : null;
  // words are built as the glyphs are placed; the rare turned page places them again, turned
  let builder = new WordBuilder();
  const turns = new TurnCounter();
  walkGlyphs(ops, viewport.transform, fontOf, new BothSinks(turns, builder));
  const turn = turns.turn();
  if (turn) {
    viewport = page.getViewport({ scale: 1, rotation: (page.rotate + turn) % 360 });
    builder = new WordBuilder();
    walkGlyphs(ops, viewport.transform, fontOf, builder);
  }
  const words = builder.finish();
  const rulings = mergeRulings(extractRulingLines(ops, viewport.transform)).filter(
    (r) => r.at >= -1 && r.at <= (r.orientation === 'horizontal' ? viewport.height : viewport.width) + 1,
  );
  const rotation = ((((page.rotate + turn) % 360) + 360) % 360) as PPage['rotation'];
  return {
    page: {
      pageNumber,
      width: viewport.width,
      height: viewport.height,
      rotation,
      skew: 0,
      source: 'text-layer',
      words,
      rulings,
    },
    inkBeyondText,
  };
}

/**
 * Each glyph to the turn counter and the word builder. A class, so that every page's walk calls the same
 * method: a sink made afresh for each page was a new function at each call, and the walk's optimised code,
 * specialised on the first, was thrown away at the next.
 */
class BothSinks implements GlyphSink {
  constructor(
    private readonly turns: TurnCounter,
    private readonly builder: WordBuilder,
  ) {}

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
  ): void {
    this.turns.glyph(text, x0, y0, x1, y1);
    this.builder.glyph(text, x0, y0, x1, y1, op, upX, upY, em, isSpace, fontName);
  }
}

const FILLS = new Set([
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);

/** Whether the page fills a path: text drawn as outlines is, to OCR, as readable as a scan. */
function fillsPaths(ops: { fnArray: number[]; argsArray: unknown[] }): boolean {
  for (let i = 0; i < ops.fnArray.length; i++) {
    if (ops.fnArray[i] === OPS.rawFillPath) return true;
    if (ops.fnArray[i] === OPS.constructPath && FILLS.has((ops.argsArray[i] as unknown[] | null)?.[0] as number))
      return true;
  }
  return false;
}

/**
 * Whether a page's text layer is worth keeping. Scans often carry a few stray
 * characters (a stamp, a page number); fewer than this many readable
 * characters means the page is read by OCR instead.
 */
export function hasUsableText(p: PPage, minChars = 12): boolean {
  let readable = 0;
  for (const w of p.words) {
    for (const ch of w.text) if (/[\p{L}\p{N}]/u.test(ch)) readable++;
    if (readable >= minChars) return true;
  }
  return false;
}
