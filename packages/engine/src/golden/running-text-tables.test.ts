/**
 * No table from running text (issue 13 point 3): pages set in two or three
 * columns of prose, ragged or justified, with hyphenated line ends, and real
 * agreements whose numbered clauses sit beside their numbers, give no table;
 * a small data table on the same kind of page still does.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractDocument } from '../pipeline/extract-document.ts';
import { isEnumerator } from '../tables/running-text.ts';
import { corporaDir, corporaSkip } from '../testing/corpora.ts';
import { tableTexts } from '../testing/find-words.ts';
import { makePdf, type TestPage } from '../testing/make-pdf.ts';

const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
const SIZE = 9;
const PROSE = (
  'The receiving party shall hold the confidential information in strict confidence and shall not disclose it to any third party without the prior ' +
  'written consent of the disclosing party, except as required by law or by order of a court of competent jurisdiction, provided that the receiving ' +
  'party gives prompt notice of the requirement and cooperates with any effort to obtain a protective order. Nothing in this agreement grants ' +
  'a licence under any patent, copyright or other right, and all information remains the property of the party that disclosed it.'
).split(' ');

/**
 * One column of set text: words flow line by line into the width; a word that does not fit is hyphenated when
 * long enough; justified lines spread their words over the full width (wide, uneven gaps, as typesetters set them).
 */
function column(
  x: number,
  width: number,
  top: number,
  lines: number,
  start: number,
  justify: boolean,
): NonNullable<TestPage['texts']> {
  const out: NonNullable<TestPage['texts']> = [];
  const w = (s: string) => font.widthOfTextAtSize(s, SIZE);
  let k = start;
  // the word (or the rest of a hyphenated word) that starts the next line
  let peek: string | null = null;
  for (let i = 0; i < lines; i++) {
    const line: string[] = [];
    for (;;) {
      const word: string = peek ?? PROSE[k++ % PROSE.length]!;
      peek = null;
      if (w([...line, word].join(' ')) <= width) {
        line.push(word);
        continue;
      }
      const cut = Math.ceil(word.length / 2);
      if (word.length >= 7 && line.length && w([...line, word.slice(0, cut) + '-'].join(' ')) <= width) {
        line.push(word.slice(0, cut) + '-');
        peek = word.slice(cut);
      } else peek = word;
      break;
    }
    const y = top + i * (SIZE + 3);
    if (!justify || line.length < 2) {
      out.push({ x, y, text: line.join(' '), size: SIZE });
      continue;
    }
    const gap = (width - line.reduce((s, t) => s + w(t), 0)) / (line.length - 1);
    let cx = x;
    for (const t of line) {
      out.push({ x: cx, y, text: t, size: SIZE });
      cx += w(t) + gap;
    }
  }
  return out;
}

const page = (cols: number, justify: boolean): TestPage => {
  const gutter = 18,
    width = (492 - gutter * (cols - 1)) / cols;
  return {
    texts: Array.from({ length: cols }, (_, c) =>
      column(60 + c * (width + gutter), width, 80, 50, c * 17, justify),
    ).flat(),
  };
};

for (const cols of [2, 3]) {
  for (const justify of [false, true]) {
    test(`no table from ${cols} columns of ${justify ? 'justified' : 'ragged'} prose`, async () => {
      const r = await extractDocument(await makePdf([page(cols, justify)]));
      assert.deepEqual(
        r.document!.tables.map((_, n) => tableTexts(r.document!, n).slice(0, 3)),
        [],
      );
    });
  }
}

test('a small table between two columns of prose is still a table', async () => {
  const p = page(2, true);
  const rows = [
    ['Region', 'Units', 'Revenue'],
    ['North', '120', '4,310.00'],
    ['South', '95', '3,120.50'],
    ['East', '143', '5,002.75'],
  ];
  const texts = [
    ...p.texts!.map((t) => ({ ...t, y: t.y + 120 })),
    ...rows.flatMap((row, r) => row.map((text, c) => ({ x: 60 + c * 160, y: 90 + r * 14, text }))),
  ];
  const r = await extractDocument(await makePdf([{ texts }]));
  assert.deepEqual(
    r.document!.tables.map((_, n) => tableTexts(r.document!, n)),
    [rows],
  );
});

/** Agreements whose numbered clauses ("4.1 | Term. The term of this Agreement…", "(ii) | by the Company…") were read as tables. */
const AGREEMENTS = ['0314704344', '1058cd8d54', '1aed5c5a68', '32c80a90ff'];
const kleister = path.join(corporaDir, 'kleister-nda', 'documents');

for (const prefix of AGREEMENTS) {
  test(
    `agreement ${prefix}: numbered clauses are no table (signature blocks may be)`,
    { skip: corporaSkip() },
    async () => {
      const file = readdirSync(kleister).find((f) => f.startsWith(prefix))!;
      const r = await extractDocument(new Uint8Array(await readFile(path.join(kleister, file))), { fileName: file });
      const tables = r.document!.tables.map((t) => t.rows.flatMap((row) => row.cells.map((c) => c.text)));
      assert.deepEqual(
        tables.flat().filter((text) => text.split(/\s+/).length >= 8),
        [],
        'no clause text in a table',
      );
      // one date such as "3.26.01" may look like a clause number; a column of them is a numbered list
      assert.deepEqual(
        tables.filter((cells) => cells.filter((text) => isEnumerator(text)).length >= 2),
        [],
        'no clause numbers in a table',
      );
    },
  );
}

test('a clause heading beside its number, over a sub-clause marker and its paragraph, is no table', async () => {
  const texts = [
    { x: 72, y: 100, text: '3.' },
    { x: 108, y: 100, text: 'Duties.' },
    { x: 108, y: 114, text: '(a)' },
    { x: 144, y: 114, text: 'Position. Employee shall be employed as Director and shall have the duties and' },
    ...[
      'responsibilities customarily held by an officer in that position, and such other duties as the Board may',
      'assign from time to time, consistent with the position and with applicable law.',
    ].map((text, i) => ({ x: 72, y: 128 + i * 14, text })),
    { x: 72, y: 170, text: '4.' },
    { x: 108, y: 170, text: 'Miscellaneous' },
    { x: 108, y: 184, text: 'A.' },
    { x: 144, y: 184, text: 'This Agreement constitutes the entire agreement of the parties and supersedes all' },
    {
      x: 72,
      y: 198,
      text: 'prior agreements and understandings, whether written or oral, relating to its subject matter.',
    },
  ];
  const r = await extractDocument(await makePdf([{ texts }]));
  assert.deepEqual(
    r.document!.tables.map((_, n) => tableTexts(r.document!, n)),
    [],
  );
});

test(
  'agreement 83a79ed6: clause headings with hanging sub-clauses are no table; its numbered list of companies still is',
  { skip: corporaSkip() },
  async () => {
    const file = readdirSync(kleister).find((f) => f.startsWith('83a79ed6'))!;
    const r = await extractDocument(new Uint8Array(await readFile(path.join(kleister, file))), { fileName: file });
    assert.deepEqual(
      r.document!.tables.map((t) => t.pages),
      [[19]],
    );
  },
);
