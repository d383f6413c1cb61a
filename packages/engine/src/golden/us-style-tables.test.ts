/**
 * Tables as US government statistical and financial reports set them (issue 23
 * point 3), on pages made here: spanning and wrapped column headings over
 * unruled columns, "$" set apart from its amount, leader dots, indented and
 * wrapped row labels, nested group labels, negatives in parentheses, dashes
 * for nil, totals and notes under the table; and grids ruled only in part.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractDocument } from '../pipeline/extract-document.ts';
import { tableTexts } from '../testing/find-words.ts';
import { makePdf, type TestPage } from '../testing/make-pdf.ts';

const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
const SIZE = 9,
  PITCH = 12;
type Texts = NonNullable<TestPage['texts']>;
const width = (s: string) => font.widthOfTextAtSize(s, SIZE);
const left = (x: number, y: number, text: string): Texts[number] => ({ x, y, text, size: SIZE });
/** Amounts align on their digits: a closing parenthesis hangs past the column's right edge. */
const amount = (x1: number, y: number, text: string): Texts[number] =>
  left(x1 - width(text.replace(/\)$/, '')), y, text);
const centred = (x0: number, x1: number, y: number, text: string): Texts[number] =>
  left((x0 + x1) / 2 - width(text) / 2, y, text);

/** A statement body: [indent, label, amounts]; "$ 1,234" sets the sign at the column's left, a label ending in ":" has no amounts. */
function body(
  rows: [number, string, string[]][],
  top: number,
  edges: number[],
  opts: { leaders?: boolean } = {},
): Texts {
  const out: Texts = [];
  rows.forEach(([indent, label, values], r) => {
    const y = top + r * PITCH;
    // leader dots as a typesetter sets them: ". . ." words one space apart up to a fixed stop
    const text =
      opts.leaders && values.length
        ? `${label} ${'. '.repeat(Math.max(0, Math.floor((230 - 60 - indent - width(label)) / width('. ')))).trim()}`
        : label;
    out.push(left(60 + indent, y, text));
    values.forEach((v, k) => {
      if (!v) return;
      if (v.startsWith('$ ')) out.push(left(edges[k]! - 48, y, '$'), amount(edges[k]!, y, v.slice(2)));
      else out.push(amount(edges[k]!, y, v));
    });
  });
  return out;
}

test('a statement: a heading over each pair of columns, "$" apart, leader dots, a wrapped label, a note under it', async () => {
  const edges = [330, 400, 470, 540];
  const texts: Texts = [
    { x: 60, y: 60, text: 'Statement of Net Position', size: 12 },
    left(60, 76, 'June 30, 2012 (in thousands)'),
    centred(270, 400, 100, 'Governmental Activities'),
    centred(410, 540, 100, 'Business-type Activities'),
    ...['2012', '2011', '2012', '2011'].map((t, k) => amount(edges[k]!, 112, t)),
    ...body(
      [
        [0, 'Assets:', []],
        [10, 'Cash and cash equivalents', ['$ 1,234', '$ 1,100', '$ 532', '$ 498']],
        [10, 'Receivables, net of allowance for', []],
        [20, 'uncollectible accounts', ['456', '(12)', '78', '—']],
        [10, 'Capital assets', ['9,876', '9,500', '2,345', '2,300']],
        [20, 'Total assets', ['$ 11,566', '$ 10,588', '$ 2,955', '$ 2,798']],
      ],
      128,
      edges,
      { leaders: true },
    ),
    left(60, 210, '(1)'),
    left(78, 210, 'Amounts for 2011 are restated to conform with the presentation adopted in 2012.'),
    left(60, 236, 'The notes to the financial statements are an integral part of this statement.'),
  ];
  const r = await extractDocument(await makePdf([{ texts }]));
  assert.deepEqual(
    r.document!.tables.map((_, n) => tableTexts(r.document!, n)),
    [
      [
        ['', 'Governmental Activities', 'Business-type Activities'],
        ['', '2012', '2011', '2012', '2011'],
        ['Assets:', '', '', '', ''],
        ['Cash and cash equivalents', '$ 1,234', '$ 1,100', '$ 532', '$ 498'],
        ['Receivables, net of allowance for uncollectible accounts', '456', '(12)', '78', '—'],
        ['Capital assets', '9,876', '9,500', '2,345', '2,300'],
        ['Total assets', '$ 11,566', '$ 10,588', '$ 2,955', '$ 2,798'],
      ],
    ],
  );
  const t = r.document!.tables[0]!;
  assert.deepEqual(
    t.rows[0]!.cells.map((c) => c.colSpan),
    [1, 2, 2],
  );
});

test('a budget schedule: a heading over two columns beside headings wrapped over two lines, nested group labels', async () => {
  const edges = [300, 370, 440, 530];
  const texts: Texts = [
    { x: 60, y: 60, text: 'Budgetary Comparison Schedule - General Fund', size: 12 },
    centred(240, 370, 96, 'Budgeted Amounts'),
    centred(390, 440, 96, 'Actual'),
    centred(460, 540, 96, 'Variance with'),
    amount(edges[0]!, 106, 'Original'),
    amount(edges[1]!, 106, 'Final'),
    centred(390, 440, 106, 'Amounts'),
    centred(460, 540, 106, 'Final Budget'),
    ...body(
      [
        [0, 'Revenues:', []],
        [10, 'Property taxes', ['$ 4,500', '$ 4,600', '$ 4,712', '$ 112']],
        [10, 'Charges for services', ['820', '820', '791', '(29)']],
        [0, 'Expenditures:', []],
        [10, 'Current:', []],
        [20, 'General government', ['2,100', '2,150', '2,087', '63']],
        [20, 'Public safety', ['3,050', '3,120', '3,166', '(46)']],
        [0, 'Net change in fund balance', ['$ 170', '$ 150', '$ 250', '$ 100']],
      ],
      122,
      edges,
    ),
  ];
  const r = await extractDocument(await makePdf([{ texts }]));
  assert.deepEqual(
    r.document!.tables.map((_, n) => tableTexts(r.document!, n)),
    [
      [
        // the wrapped headings join their lower line; the heading over two columns keeps its row
        ['', 'Budgeted Amounts', '', ''],
        ['', 'Original', 'Final', 'Actual Amounts', 'Variance with Final Budget'],
        ['Revenues:', '', '', '', ''],
        ['Property taxes', '$ 4,500', '$ 4,600', '$ 4,712', '$ 112'],
        ['Charges for services', '820', '820', '791', '(29)'],
        ['Expenditures:', '', '', '', ''],
        ['Current:', '', '', '', ''],
        ['General government', '2,100', '2,150', '2,087', '63'],
        ['Public safety', '3,050', '3,120', '3,166', '(46)'],
        ['Net change in fund balance', '$ 170', '$ 150', '$ 250', '$ 100'],
      ],
    ],
  );
  assert.deepEqual(
    r.document!.tables[0]!.rows[0]!.cells.map((c) => c.colSpan),
    [1, 2, 1, 1],
  );
});

test('a grid with inner column rules only: the row labels left of the first rule are its first column', async () => {
  const xs = [300, 380],
    ys = [100, 116, 130, 144, 158];
  const rows = [
    ['', 'Number of', 'Females'],
    ['Labour market training', '51 955', '52'],
    ['Open university education', '57 986', '80'],
    ['Other education', '91 568', '55'],
  ];
  const texts = rows.flatMap((row, r) =>
    row
      .map((t, c) => (c === 0 ? left(64, ys[r]! + 3, t) : amount([360, 440][c - 1]!, ys[r]! + 3, t)))
      .filter((t) => t.text),
  );
  const lines = [
    ...ys.map((y) => ({ x0: 60, y0: y, x1: 460, y1: y })),
    ...xs.map((x) => ({ x0: x, y0: ys[0]!, x1: x, y1: ys[ys.length - 1]! })),
  ];
  const r = await extractDocument(await makePdf([{ texts, lines }]));
  assert.deepEqual(
    r.document!.tables.map((_, n) => tableTexts(r.document!, n)),
    [rows],
  );
  assert.equal(r.document!.tables[0]!.kind, 'ruled');
});

test('a ruled table whose body rows share one ruled cell: each line beside its figures is a row; wrapped text stays one cell', async () => {
  const xs = [60, 200, 300, 400],
    ys = [100, 116, 176, 192];
  const names = ['Bulgaria', 'Cyprus', 'Czech Republic', 'Estonia'],
    a = ['2.3', '0.21', '8.8', '1.1'],
    b = ['3.2', '0', '13.4', '1.9'];
  const texts: Texts = [
    left(64, 104, 'Country'),
    left(204, 104, 'Cohesion Fund'),
    left(304, 104, 'ERDF'),
    ...names.flatMap((n, i) => [
      left(64, 120 + i * PITCH, n),
      amount(260, 120 + i * PITCH, a[i]!),
      amount(360, 120 + i * PITCH, b[i]!),
    ]),
    left(64, 180, 'TOTAL'),
    amount(260, 180, '12.41'),
    amount(360, 180, '18.5'),
  ];
  const lines = [
    ...ys.map((y) => ({ x0: 60, y0: y, x1: 400, y1: y })),
    ...xs.map((x) => ({ x0: x, y0: ys[0]!, x1: x, y1: ys[ys.length - 1]! })),
  ];
  // the same grid with a two-line description beside a one-line code: no figures, one cell
  const prose = [
    left(64, 304, 'Code'),
    left(204, 304, 'Description'),
    left(64, 320, '1a'),
    left(204, 320, 'Influence on the'),
    left(204, 332, 'project concept'),
    left(304, 320, 'Yes'),
  ];
  const proseLines = [300, 316, 346]
    .map((y) => ({ x0: 60, y0: y, x1: 400, y1: y }))
    .concat(xs.map((x) => ({ x0: x, y0: 300, x1: x, y1: 346 })));
  const r = await extractDocument(await makePdf([{ texts: [...texts, ...prose], lines: [...lines, ...proseLines] }]));
  assert.deepEqual(
    r.document!.tables.map((_, n) => tableTexts(r.document!, n)),
    [
      [['Country', 'Cohesion Fund', 'ERDF'], ...names.map((n, i) => [n, a[i]!, b[i]!]), ['TOTAL', '12.41', '18.5']],
      [
        ['Code', 'Description', ''],
        ['1a', 'Influence on the project concept', 'Yes'],
      ],
    ],
  );
});

test("cell borders drawn per cell that stop short of the header's double rule still make one grid", async () => {
  const xs = [60, 200, 300, 400];
  const texts: Texts = [
    left(64, 104, 'Reason'),
    left(204, 104, 'Frequently'),
    left(304, 104, 'Never'),
    ...['Age', 'Gender', 'Language'].flatMap((t, i) => [
      left(64, 122 + i * 14, t),
      left(204, 122 + i * 14, `${i + 1}.5%`),
      left(304, 122 + i * 14, `9${i}.1%`),
    ]),
  ];
  // header rules at 100 and 116, the body's at 118.5 … 160; each cell's side is its own stroke
  const hy = [100, 116, 118.5, 132, 146, 160];
  const lines = [...hy.map((y) => ({ x0: 60, y0: y, x1: 400, y1: y }))];
  for (const x of xs)
    for (const [y0, y1] of [
      [100, 116],
      [118.5, 132],
      [132, 146],
      [146, 160],
    ] as const)
      lines.push({ x0: x, y0: y0 + (y0 === 118.5 ? 2 : 0), x1: x, y1 });
  const r = await extractDocument(await makePdf([{ texts, lines }]));
  assert.deepEqual(
    r.document!.tables.map((_, n) => tableTexts(r.document!, n)),
    [
      [
        ['Reason', 'Frequently', 'Never'],
        ['Age', '1.5%', '90.1%'],
        ['Gender', '2.5%', '91.1%'],
        ['Language', '3.5%', '92.1%'],
      ],
    ],
  );
});

test('a note set beside a table is no column of it', async () => {
  const rows = [
    ['Fund', '2012', '2011'],
    ['General', '1,234', '1,100'],
    ['Highway', '532', '498'],
    ['Debt service', '(12)', '40'],
    ['Total', '1,754', '1,638'],
  ];
  const note = [
    'Note: amounts are in thousands of',
    'dollars and are unaudited for the',
    'current year; see the notes to the',
    'statements for the basis used.',
  ];
  const texts = rows.flatMap((row, r) => [
    ...row.map((t, c) => (c === 0 ? left(60, 100 + r * PITCH, t) : amount(160 + c * 70, 100 + r * PITCH, t))),
    ...(note[r] ? [left(360, 100 + r * PITCH, note[r]!)] : []),
  ]);
  const r = await extractDocument(await makePdf([{ texts }]));
  assert.deepEqual(
    r.document!.tables.map((_, n) => tableTexts(r.document!, n)),
    [rows],
  );
});

test("a receipt's totals right above its payment lines are values, not column headings of that table", async () => {
  // the totals sit over the amounts' column as a centred heading would, but each holds an amount
  const texts: Texts = [
    amount(300, 100, 'Total Amount: $8.20'),
    amount(300, 112, 'GST @6%: $0.46'),
    amount(300, 124, 'Nett Total: $8.20'),
    left(60, 140, 'Payment Mode'),
    amount(300, 140, 'Amount'),
    left(60, 152, 'CASH'),
    amount(300, 152, '$8.20'),
    left(60, 164, 'Change'),
    amount(300, 164, '$0.00'),
  ];
  const r = await extractDocument(await makePdf([{ texts }]));
  const tables = r.document!.tables.map((_, n) => tableTexts(r.document!, n));
  assert.ok(!tables.flat(2).some((t) => /Total/.test(t)), `no totals line in a table: ${JSON.stringify(tables)}`);
  assert.deepEqual(
    tables.find((t) => t[0]?.[0] === 'Payment Mode'),
    [
      ['Payment Mode', 'Amount'],
      ['CASH', '$8.20'],
      ['Change', '$0.00'],
    ],
  );
});
