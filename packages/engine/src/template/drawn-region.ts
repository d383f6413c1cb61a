import { centerX, centerY, overlap1d, unionBoxes, type Box } from '../geometry/box.ts';
import type { PWord } from '../model/internal.types.ts';
import { fromNormBox, type PageView } from './doc-view.ts';
import { findPhrase, type PhraseMatch } from './find-phrase.ts';

/** Where the user showed a value on the sample: a page and a box in fractions of it (a drawn region or a detected value's box). */
export interface ValuePlace {
  page: number;
  /** 0..1 of the page */
  box: Box;
}

/** How many nearby lines a value without a label keeps as its anchors. */
const PAGE_ANCHORS = 2;
/** Nearby lines further than this share of the page's diagonal are not the value's neighbours. */
const PAGE_ANCHOR_REACH = 0.25;

/** The words whose centre lies inside the place, in reading order, as a match; null when the place holds none. */
export function wordsInPlace(views: readonly PageView[], place: ValuePlace): PhraseMatch | null {
  const view = views.find((v) => v.pageNumber === place.page);
  if (!view) return null;
  const b = fromNormBox(place.box, view);
  const words = view.words.filter(
    (w) => centerX(w.box) >= b.x0 && centerX(w.box) <= b.x1 && centerY(w.box) >= b.y0 && centerY(w.box) <= b.y1,
  );
  if (!words.length) return null;
  const lines = view.lines.filter((l) => l.words.some((w) => words.includes(w)));
  const ordered = lines.flatMap((l) => l.words.filter((w) => words.includes(w)));
  return {
    words: ordered,
    box: unionBoxes(ordered.map((w) => w.box)),
    page: place.page,
    similarity: 1,
    lineCount: Math.max(1, lines.length),
  };
}

/** Whether a text match lies on the place the user showed (its box overlaps the place's). */
export function onPlace(m: PhraseMatch, place: ValuePlace, views: readonly PageView[]): boolean {
  const view = views.find((v) => v.pageNumber === m.page);
  if (!view || m.page !== place.page) return false;
  const b = fromNormBox(place.box, view);
  return overlap1d(m.box.x0, m.box.x1, b.x0, b.x1) > 0 && overlap1d(m.box.y0, m.box.y1, b.y0, b.y1) > 0;
}

/**
 * The nearest lines around a value that has no label (a supplier's name at the
 * top of an invoice): lines of words printed once on the page, so the same line
 * on another document of the layout places the value again.
 */
export function nearestLines(view: PageView, value: PhraseMatch): { text: string; box: Box; words: PWord[] }[] {
  const diag = Math.hypot(view.width, view.height);
  const cx = centerX(value.box),
    cy = centerY(value.box);
  return view.lines
    .filter((l) => !l.words.some((w) => value.words.includes(w)) && (l.text.match(/\p{L}/gu) ?? []).length >= 3)
    .map((l) => ({ l, d: Math.hypot(centerX(l.box) - cx, centerY(l.box) - cy) }))
    .filter(({ d }) => d <= PAGE_ANCHOR_REACH * diag)
    .sort((a, b) => a.d - b.d)
    .filter(({ l }) => findPhrase(view, l.text, 0.85).length === 1)
    .slice(0, PAGE_ANCHORS)
    .map(({ l }) => ({ text: l.text, box: l.box, words: l.words }));
}
