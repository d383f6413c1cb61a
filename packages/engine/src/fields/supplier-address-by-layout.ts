import type { DocumentModel, Polygon } from '@paperbridge/contracts';
import { ADDRESS_LABEL, addressLineKind, looksLikeAddress, type AddressLineKind } from './address-line-kind.ts';
import { normaliseLabel } from './field-vocabulary.ts';
import type { LayoutValue } from './layout-value.types.ts';
import { bottom, height, left, right, top } from './line-box.ts';
import { ADDRESS_WORD, CUSTOMER_LABEL, supplierByLayout } from './supplier-by-layout.ts';

type Page = DocumentModel['pages'][number];
type Line = Page['lines'][number];

/** Rows of one block follow each other within this many line heights; a blank line ends the address. */
const LINE_GAP = 1.5;
/** A letterhead may set its address a little apart from the name: the gap allowed before the address starts. */
const GAP_BEFORE = 2;
/** An address is printed on a few lines; a longer run is something else (a list, a notice). */
const MAX_ROWS = 5;
/** Rows between the name and its address that are the name's tail (company number, former name, licence, timestamp). */
const MAX_TAIL = 4;
/** Pieces of one row closer than this many line heights are one text (OCR cuts a line into pieces); a wider gap is another column. */
const WORD_GAP = 2.5;
/** Where no name leads to it, an address is looked for in this top share of the page (the letterhead). */
const LETTERHEAD = 0.4;

/** A street and its house number with no street word: "Weena 664", "Hafenweg 12a". */
const STREET_AND_NUMBER = /^\p{L}[\p{L}' .-]{2,40}\s\d{1,5}[a-z]?$/iu;

/** One printed row of a block: its pieces left to right, their text and box (x in page widths, y in page heights). */
interface Row {
  lines: Line[];
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  h: number;
}

const mid = (l: Line) => (top(l) + bottom(l)) / 2;

const rowFrom = (lines: Line[]): Row => ({
  lines,
  text: lines.map((l) => l.text.trim()).join(' '),
  x0: Math.min(...lines.map(left)),
  x1: Math.max(...lines.map(right)),
  y0: Math.min(...lines.map(top)),
  y1: Math.max(...lines.map(bottom)),
  h: Math.max(...lines.map(height)),
});

/**
 * Rows and columns of one page. Heights are page-height fractions and widths page-width fractions, so a gap across
 * is compared with a line height through the page's aspect (a receipt is three times taller than wide).
 */
class PageRows {
  readonly aspect: number;
  constructor(readonly page: Page) {
    this.aspect = page.width > 0 ? page.height / page.width : 1;
  }

  /** The pieces on `seed`'s row (among `pool`) that run on from it without a column's gap, left to right. */
  rowOf(pool: readonly Line[], seed: readonly Line[]): Row {
    const first = seed.reduce((a, l) => (top(l) < top(a) ? l : a));
    const h = height(first),
      gap = WORD_GAP * h * this.aspect;
    // a piece belongs to the row when its middle lies within the row's first piece (a box OCR drew over two rows does not)
    const onRow = pool.filter((l) => Math.abs(mid(l) - mid(first)) <= Math.min(h, height(l)) / 2);
    const row = new Set(seed);
    for (let grew = true; grew;) {
      grew = false;
      const x0 = Math.min(...[...row].map(left)),
        x1 = Math.max(...[...row].map(right));
      for (const l of onRow) {
        if (row.has(l) || left(l) - x1 > gap || x0 - right(l) > gap) continue;
        row.add(l);
        grew = true;
      }
    }
    return rowFrom([...row].sort((a, b) => left(a) - left(b)));
  }

  /** The row under `prev` in the column x0..x1: pieces overlapping the column or starting at its left edge, and what runs on from them. */
  nextRow(pool: readonly Line[], prev: Row, col: { x0: number; x1: number }): Row | null {
    const inColumn = (l: Line) => {
      const overlap = Math.min(right(l), col.x1) - Math.max(left(l), col.x0);
      return (
        overlap >= 0.5 * Math.min(right(l) - left(l), col.x1 - col.x0) ||
        Math.abs(left(l) - col.x0) < 2 * height(l) * this.aspect
      );
    };
    const below = pool.filter((l) => mid(l) > mid(prev.lines[0]!) + 0.25 * prev.h);
    const seeds = below.filter(inColumn);
    const first = seeds.reduce<Line | undefined>((a, l) => (!a || top(l) < top(a) ? l : a), undefined);
    if (!first) return null;
    return this.rowOf(below, [first]);
  }

  /** The label printed left of a row, across a column's gap, in a form laid out "Label:   value" (null: none). */
  labelOf(row: Row): string | null {
    const ref = row.lines[0]!;
    const left_ = this.page.lines
      .filter(
        (l) =>
          !row.lines.includes(l) &&
          right(l) <= row.x0 &&
          Math.abs(mid(l) - mid(ref)) <= Math.min(height(l), height(ref)) / 2,
      )
      .sort((a, b) => right(b) - right(a))[0];
    return left_ && /:\s*$/.test(left_.text) ? left_.text.trim() : null;
  }

  /**
   * The address in the block under `head`: rows in its column, each starting within a line height or so of the one
   * above. Before the address starts, up to four rows of the name's tail are passed over (a company number
   * "(65351-M)", a former name, a print timestamp), and a slightly wider gap is allowed; a title, a contact line or
   * another label/value pair means the header moved on. The address starts at a row with an address signal (a street
   * word, a postcode-like number, a house number, a comma-separated place), or at `head` itself when `startsHere`;
   * it runs on over rows without one (the city and region) until a contact line, a label/value pair, an id, a date,
   * a title, a blank gap, or five rows.
   */
  addressUnder(head: Row, startsHere: boolean): Row[] {
    const pool = this.page.lines.filter((l) => !head.lines.includes(l));
    const col = { x0: head.x0, x1: head.x1 };
    const out: Row[] = startsHere ? [head] : [];
    let prev = head,
      prevKind: AddressLineKind | null = null,
      tail = 0;
    while (out.length < MAX_ROWS) {
      const row = this.nextRow(
        pool.filter((l) => !out.some((r) => r.lines.includes(l))),
        prev,
        col,
      );
      if (!row || row.y0 - prev.y1 > (out.length ? LINE_GAP : GAP_BEFORE) * Math.min(prev.h, row.h)) break;
      const label = this.labelOf(row);
      // a row with a label of its own is that label's value: an address's ("Anschrift:"), or another field's ("Steuernummer:")
      const kind = label === null ? addressLineKind(row.text) : ADDRESS_LABEL.test(label) ? 'address' : 'stop';
      if (kind === 'stop' || (out.length && kind === 'tail')) break;
      if (out.length || kind === 'address') {
        // "Weena 664" over "3012 CN Rotterdam": a street named without a street word is known by its house number once a postcode follows
        if (!out.length && prev !== head && prevKind === 'plain' && STREET_AND_NUMBER.test(prev.text.trim()))
          out.push(prev);
        out.push(row);
        col.x0 = Math.min(col.x0, row.x0);
        col.x1 = Math.max(col.x1, row.x1);
      } else if (++tail > MAX_TAIL) break;
      prev = row;
      prevKind = kind;
    }
    return out;
  }
}

/** The line that holds a value's polygon (the same polygon, or its centre inside the line's box). */
function lineAt(page: Page, polygon: Polygon): Line | undefined {
  const xs = polygon.map((p) => p[0]),
    ys = polygon.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2,
    cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  return (
    page.lines.find((l) => l.polygon === polygon) ??
    page.lines.find((l) => left(l) <= cx && cx <= right(l) && top(l) <= cy && cy <= bottom(l))
  );
}

const valueOf = (rows: readonly Row[], page: Page, confidence: number): LayoutValue | null => {
  const text = rows
    .map((r) => r.text.replace(ADDRESS_LABEL, '$1'))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!rows.length || !text) return null;
  const x0 = Math.min(...rows.map((r) => r.x0)),
    x1 = Math.max(...rows.map((r) => r.x1));
  const y0 = Math.min(...rows.map((r) => r.y0)),
    y1 = Math.max(...rows.map((r) => r.y1));
  return {
    value: text,
    confidence,
    page: page.pageNumber,
    polygon: [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ],
  };
};

/**
 * Issue 23 point 2 on the suggestions side: the supplier's address as one value, its rows joined in reading order with
 * a space, with a polygon over all of them. A letterhead or a receipt's header prints the sender's name and right
 * under it its address, city last, then the contact lines, ids and the title: so the address is the block under the
 * supplier's name (`name`: the supplier name the pre-fill chose, by default supplierByLayout's), in its column; a
 * sender line "Name AG - Street 1 - City" gives the rest of its own line, and a "name" that is itself a street line
 * (OCR read a piece of the address as the name) starts the address. Where the name leads to no address: one printed
 * beside or under an "Address:" label, else the first block of the letterhead (the top of the first page) that opens
 * with a street word and is not under a customer's label. Confidence: a layout guess (0.5 under the name, 0.45 by
 * its label, 0.4 the letterhead's), calibrated afterwards with the other pre-filled values.
 */
export function supplierAddressByLayout(
  doc: Pick<DocumentModel, 'pages'>,
  name?: { page: number; polygon: Polygon | null; value: string } | null,
): LayoutValue | null {
  const supplier = name === undefined ? supplierByLayout(doc) : name;
  const page = doc.pages.find((p) => p.pageNumber === supplier?.page) ?? doc.pages[0];
  if (!page) return null;
  const rows = new PageRows(page);
  const line = supplier?.polygon ? lineAt(page, supplier.polygon) : undefined;
  if (line && supplier) {
    const i = line.text.indexOf(supplier.value);
    const own =
      i >= 0
        ? line.text
            .slice(i + supplier.value.length)
            .replace(/^[\s,;|•–−-]+/, '')
            .trim()
        : '';
    // "Free SAS au capital de … RCS Paris - Siège social: 8 rue …" is the legal mention, not an address line
    if (own && addressLineKind(own) === 'address')
      return { value: own, confidence: 0.5, page: page.pageNumber, polygon: line.polygon };
    const head = rows.rowOf(page.lines, [line]);
    const startsHere = ADDRESS_WORD.test(normaliseLabel(head.text)) && addressLineKind(head.text) === 'address';
    const under = valueOf(rows.addressUnder(head, startsHere), page, 0.5);
    if (under) return under;
  }
  const first = doc.pages[0];
  return labelledAddress(rows) ?? (first ? letterheadAddress(first === page ? rows : new PageRows(first)) : null);
}

/** "Address: 12 Quay Street" (and its rows below), or "Address:" over its rows, in the upper half of the page. */
function labelledAddress(rows: PageRows): LayoutValue | null {
  const labels = rows.page.lines
    .filter((l) => top(l) < 0.5 && ADDRESS_LABEL.test(l.text.trim()))
    .sort((a, b) => top(a) - top(b));
  for (const label of labels) {
    const head = rows.rowOf(rows.page.lines, [label]);
    const beside = !!ADDRESS_LABEL.exec(head.text)?.[1]?.trim();
    const found = rows.addressUnder(head, true).slice(beside ? 0 : 1);
    const v = valueOf(found, rows.page, 0.45);
    if (v && looksLikeAddress(v.value)) return v;
  }
  return null;
}

/** The first block at the top of the first page whose row has a street word and that no customer label heads. */
function letterheadAddress(rows: PageRows): LayoutValue | null {
  const page = rows.page;
  const candidates = page.lines
    .filter((l) => top(l) < LETTERHEAD && ADDRESS_WORD.test(normaliseLabel(l.text)))
    .sort((a, b) => top(a) - top(b));
  for (const l of candidates) {
    const head = rows.rowOf(page.lines, [l]);
    const customer = page.lines.some(
      (o) =>
        top(o) < head.y0 &&
        head.y0 - bottom(o) < 0.08 &&
        right(o) > head.x0 &&
        left(o) < head.x1 &&
        CUSTOMER_LABEL.test(normaliseLabel(o.text)),
    );
    if (customer || addressLineKind(head.text) !== 'address') continue;
    return valueOf(rows.addressUnder(head, true), page, 0.4);
  }
  return null;
}
