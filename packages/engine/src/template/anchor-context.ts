import type { TemplateAnchor } from '@paperbridge/contracts';
import { centerY, type Box } from '../geometry/box.ts';
import type { PageView } from './doc-view.ts';
import { findPhrase, type PhraseMatch } from './find-phrase.ts';

type Size = { width: number; height: number };
export type AnchorContext = NonNullable<TemplateAnchor['context']>;

/** Lines above and below a label that can tell its copies apart. */
const CONTEXT_LINES_EACH_SIDE = 3;
/** How far (in label heights) a neighbour line may be from the label to count as its context. */
const CONTEXT_REACH = 4;

/**
 * The nearest lines above and below a label on the sample, with their offsets
 * from it: "Rounding Adj" above and "Cash" below the "Total" of a receipt,
 * while "Total Savings" further down has other neighbours.
 */
export function learnAnchorContext(view: PageView, label: Box, exclude: ReadonlySet<unknown>): AnchorContext {
  const h = label.y1 - label.y0;
  const near = view.lines
    .filter((l) => !l.words.some((w) => exclude.has(w)) && (l.text.match(/\p{L}/gu) ?? []).length >= 3)
    .map((l) => ({ l, dy: centerY(l.box) - centerY(label) }))
    .filter(({ dy }) => Math.abs(dy) > 0.5 * h && Math.abs(dy) <= CONTEXT_REACH * h);
  const side = (sign: number) =>
    near
      .filter(({ dy }) => Math.sign(dy) === sign)
      .sort((a, b) => Math.abs(a.dy) - Math.abs(b.dy))
      .slice(0, CONTEXT_LINES_EACH_SIDE);
  return [...side(-1), ...side(1)].map(({ l, dy }) => ({
    text: labelPart(l.words.map((w) => w.text)),
    dx: round((l.box.x0 - label.x0) / view.width),
    dy: round(dy / view.height),
  }));
}

const round = (v: number) => Math.round(v * 1e5) / 1e5;

/**
 * A neighbour line as it is printed on every document of the layout: "Anschrift:" of "Anschrift: Kundenstraße 15",
 * whose value differs from document to document; a line without a label ending in ':' is kept whole.
 */
export function labelPart(words: readonly string[]): string {
  const colon = words.findIndex((w) => w.endsWith(':') && /\p{L}{2}/u.test(w));
  return (colon >= 0 && colon < words.length - 1 ? words.slice(0, colon + 1) : words).join(' ');
}

/** The chosen copy of a label and the share (0..1) of its sample neighbours found around it; null: no context learned. */
export interface AnchorChoice {
  match: PhraseMatch;
  support: number | null;
}

/**
 * Of several copies of a label, the one whose neighbours are printed where the
 * sample's were (offsets scaled to the new page); ties and labels without
 * context go to the lowest cost (distance from the predicted place). The share
 * of neighbours found is measured for a single copy too: it says how much the
 * place looks like the sample's (a field's places are compared by it, and the
 * confidence calibration weighs it).
 */
export function chooseAnchorCandidate(
  view: PageView,
  anchor: TemplateAnchor,
  cands: readonly PhraseMatch[],
  sample: Size,
  scale: number,
  cost: (c: PhraseMatch) => number,
): AnchorChoice {
  const byCost = [...cands].sort((a, b) => cost(a) - cost(b));
  if (!anchor.context?.length) return { match: byCost[0]!, support: null };
  const hitsOf = new Map<string, PhraseMatch[]>();
  const support = (c: PhraseMatch) => {
    const h = c.box.y1 - c.box.y0;
    let n = 0;
    for (const ctx of anchor.context!) {
      if (!hitsOf.has(ctx.text)) hitsOf.set(ctx.text, findPhrase(view, ctx.text, 0.8));
      const y = centerY(c.box) + ctx.dy * sample.height * scale,
        x = c.box.x0 + ctx.dx * sample.width * scale;
      if (
        hitsOf
          .get(ctx.text)!
          .some((m) => Math.abs(centerY(m.box) - y) <= 0.8 * h && Math.abs(m.box.x0 - x) <= 0.1 * view.width)
      )
        n++;
    }
    return n;
  };
  // one copy: its support only grades the place (the choice is made); several: the best supported wins
  const scored = (cands.length < 2 ? byCost.slice(0, 1) : byCost).map((c) => ({ c, s: support(c) }));
  const best = scored.sort((a, b) => b.s - a.s)[0]!; // stable: equal support keeps the cost order
  return { match: best.c, support: best.s / anchor.context.length };
}
