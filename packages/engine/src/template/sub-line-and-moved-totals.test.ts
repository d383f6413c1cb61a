import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf, type TestPage } from '../testing/make-pdf.ts';
import { applyTemplate } from './apply-template.ts';
import { learnTemplate } from './learn-template.ts';

/** A row of cells: [x, text] pairs at one height. */
type Row = [number, string][];
const page = (rows: Row[], top = 60): TestPage => ({
  texts: rows.flatMap((row, i) => row.map(([x, text]) => ({ x, y: top + i * 18, text, size: 10 }))),
});
const extract = async (pages: TestPage[]) => (await extractDocument(await makePdf(pages))).document!;

/** An invoice of the layout: a title line holding number and date, a buyer block, items, then the totals block. */
function invoice(o: { title: string; items: number; totals: Row[]; vatTable?: boolean; terms?: Row[] }): TestPage[] {
  const head: Row[] = [
    [[40, o.title]],
    [
      [50, 'Währung:'],
      [300, 'EUR'],
    ],
    [
      [50, 'Käufer'],
      [300, ''],
    ],
    [
      [50, 'Name:'],
      [300, 'Kunden AG Mitte'],
    ],
  ];
  const items: Row[] = [...Array(o.items).keys()].map((i) => [
    [50, String(i + 1)],
    [120, `Artikel ${i + 1}`],
    [480, `${i + 10},00`],
  ]);
  const vat: Row[] = o.vatTable
    ? [
        [[50, 'Umsatzsteueraufschlüsselung']],
        [
          [50, 'Art'],
          [300, 'Basisbetrag'],
          [460, 'Steuerbetrag'],
        ],
        [
          [50, 'Umsatzsteuer'],
          [300, '100,00'],
          [470, '19,00'],
        ],
      ]
    : [];
  const all: Row[] = [
    ...head,
    [[50, 'Positionen']],
    ...items,
    ...vat,
    [[50, 'Belegsummen']],
    ...o.totals,
    [[50, 'Zahlungsbedingungen']],
    ...(o.terms ?? []),
  ];
  // a page holds 36 rows: a long item list pushes the totals block onto the next page
  const pages: TestPage[] = [];
  for (let i = 0; i < all.length; i += 36) pages.push(page(all.slice(i, i + 36)));
  return pages;
}
const totals = (rows: [string, string][]): Row[] =>
  rows.map(([label, amount]) => [
    [200, label],
    [480, amount],
  ]);

const SAMPLE = invoice({
  title: 'Handelsrechnung (380) Nr. 471102 vom 05.03.2018',
  items: 2,
  totals: totals([
    ['Rechnungssumme ohne USt.', '473,00'],
    ['Steuerbetrag', '56,87'],
    ['Bruttosumme', '529,87'],
    ['Zahlbetrag', '529,87'],
  ]),
  terms: [
    [
      [50, 'Beschreibung'],
      [420, 'Fälligkeit'],
    ],
    [[420, '05.03.2019']],
  ],
});
const MAPPED = {
  fields: {
    'Invoice Number': '471102',
    'Issue Date': '05.03.2018',
    'Due Date': '05.03.2019',
    'Net Total': '473,00',
    'Tax Total': '56,87',
    'Grand Total': '529,87',
  },
};

test('a value printed inside a line is read back as that part of the line, whatever the words around it', async () => {
  const tpl = learnTemplate(await extract(SAMPLE), MAPPED);
  const number = tpl.fields.find((f) => f.name === 'Invoice Number')!;
  assert.equal(number.sampleValue, '471102');
  assert.equal(number.followedBy, 'vom');
  const other = await extract(
    invoice({
      title: 'Rechnung des Versicherers (575) Nr. 01.234.567.8-2018-1 vom 06.12.2018',
      items: 1,
      totals: totals([
        ['Rechnungssumme ohne USt.', '50,00'],
        ['Steuerbetrag', '0,00'],
        ['Bruttosumme', '50,00'],
        ['Zahlbetrag', '50,00'],
      ]),
    }),
  );
  const got = applyTemplate(tpl, other).fields;
  assert.equal(got['Invoice Number']!.value, '01.234.567.8-2018-1', 'the number without "vom 06.12.2018"');
  assert.equal(got['Issue Date']!.value, '06.12.2018');
});

test('a totals block pushed onto the next page and grown by more lines is read by its labels, not by its old position', async () => {
  const tpl = learnTemplate(await extract(SAMPLE), MAPPED);
  // 40 items and a VAT breakdown (whose "Steuerbetrag" column header is another copy of the label) move the block to
  // page 2 and lengthen it with allowances and a prepayment
  const other = await extract(
    invoice({
      title: 'Handelsrechnung (380) Nr. 471113 vom 13.06.2018',
      items: 40,
      vatTable: true,
      totals: totals([
        ['Positionssumme', '180,76'],
        ['Gesamtbetrag der Abschläge', '-3,27'],
        ['Rechnungssumme ohne USt.', '177,49'],
        ['Steuerbetrag', '20,16'],
        ['Bruttosumme', '197,65'],
        ['Erhaltene Anzahlungen', '-50,00'],
        ['Zahlbetrag', '147,65'],
      ]),
    }),
  );
  assert.ok(other.pages.length >= 2);
  const got = applyTemplate(tpl, other).fields;
  assert.equal(got['Net Total']!.value, '177,49');
  assert.equal(got['Tax Total']!.value, '20,16');
  assert.equal(got['Grand Total']!.value, '197,65');
  assert.equal(got['Grand Total']!.page, other.pages.length);
  assert.equal(got['Invoice Number']!.value, '471113');
});

test("a credit note's negative amounts keep their sign, printed before or after the figure", async () => {
  const tpl = learnTemplate(await extract(SAMPLE), MAPPED);
  for (const [net, tax, gross] of [
    ['-7,67', '-1,12', '-8,79'],
    ['7,67-', '1,12-', '8,79-'],
  ] as const) {
    const other = await extract(
      invoice({
        title: 'Rechnungskorrektur (384) Nr. RK21012345 vom 16.09.2018',
        items: 1,
        totals: totals([
          ['Rechnungssumme ohne USt.', net],
          ['Steuerbetrag', tax],
          ['Bruttosumme', gross],
          ['Zahlbetrag', gross],
        ]),
      }),
    );
    const got = applyTemplate(tpl, other).fields;
    assert.deepEqual([got['Net Total']!.value, got['Tax Total']!.value, got['Grand Total']!.value], [net, tax, gross]);
  }
});

test('a column header found where the sample had it, with no value under it, means no value: no date elsewhere stands in', async () => {
  const tpl = learnTemplate(await extract(SAMPLE), MAPPED);
  const other = await extract(
    invoice({
      title: 'Handelsrechnung (380) Nr. 471102 vom 05.03.2018',
      items: 2,
      totals: totals([
        ['Rechnungssumme ohne USt.', '473,00'],
        ['Steuerbetrag', '56,87'],
        ['Bruttosumme', '529,87'],
        ['Zahlbetrag', '529,87'],
      ]),
      // the terms run as a sentence under the header: its dates are no cell of the due-date column
      terms: [
        [
          [50, 'Beschreibung'],
          [420, 'Fälligkeit'],
        ],
        [[50, 'Zahlbar innerhalb 30 Tagen netto bis 04.04.2018, 3% Skonto bis 15.03.2018']],
      ],
    }),
  );
  const got = applyTemplate(tpl, other).fields;
  assert.equal(got['Due Date']!.missing, true, JSON.stringify(got['Due Date']));
  assert.equal(got['Grand Total']!.value, '529,87');
});

test('a value read only by its old position while its label is nowhere on the page is flagged for review', async () => {
  const tpl = learnTemplate(await extract(SAMPLE), MAPPED);
  // the same layout with the grand total's label renamed: the position still finds an amount, the label does not
  const other = await extract(
    invoice({
      title: 'Handelsrechnung (380) Nr. 471102 vom 05.03.2018',
      items: 2,
      totals: totals([
        ['Rechnungssumme ohne USt.', '473,00'],
        ['Steuerbetrag', '56,87'],
        ['Endbetrag', '529,87'],
        ['Zahlbetrag', '529,87'],
      ]),
      terms: [
        [
          [50, 'Beschreibung'],
          [420, 'Fälligkeit'],
        ],
        [[420, '05.03.2019']],
      ],
    }),
  );
  const result = applyTemplate(tpl, other);
  assert.equal(result.fields['Grand Total']!.value, '529,87');
  const check = result.checks?.find((c) => c.field === 'Grand Total');
  assert.equal(check?.code, 'label_not_found');
  assert.match(check!.message, /label "Bruttosumme" is not on the page/);
  // the values whose labels were found raise nothing
  assert.deepEqual(
    result.checks?.filter((c) => c.code === 'label_not_found').map((c) => c.field),
    ['Grand Total'],
  );
});
