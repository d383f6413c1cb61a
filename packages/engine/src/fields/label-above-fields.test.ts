import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf } from '../testing/make-pdf.ts';
import { prefillFields } from './prefill-fields.ts';

type Text = { x: number; y: number; text: string; size?: number };
const prefill = async (texts: Text[]) => {
  const doc = (await extractDocument(await makePdf([{ width: 595, height: 842, texts }]))).document!;
  return prefillFields(doc).fields;
};

test('a header cell over a lone value: "Fälligkeit" among "Beschreibung | Fälligkeit | Teilzahlung" gives the due date', async () => {
  const fields = await prefill([
    { x: 50, y: 500, text: 'Zahlungsbedingungen', size: 12 },
    { x: 56, y: 520, text: 'Beschreibung' },
    { x: 400, y: 520, text: 'Fälligkeit' },
    { x: 480, y: 520, text: 'Teilzahlung' },
    { x: 400, y: 533, text: '05.03.2019' },
  ]);
  const due = fields.find((f) => f.field === 'due_date')!;
  assert.equal(due.value, '05.03.2019');
  assert.equal(due.source, 'layout');
  const beside = (await prefill([{ x: 400, y: 520, text: 'Fälligkeit: 05.03.2019' }])).find(
    (f) => f.field === 'due_date',
  )!;
  assert.ok(
    due.confidence < beside.confidence,
    `weaker than a label beside its value: ${due.confidence} < ${beside.confidence}`,
  );
});

test('labels above values in Dutch, Spanish and Italian', async () => {
  const cases: [string, string, string][] = [
    ['Vervaldatum', '22-9-2022', 'due_date'],
    ['Fecha de vencimiento', '30/11/2021', 'due_date'],
    ['Data scadenza', '30/11/2021', 'due_date'],
  ];
  for (const [label, value, field] of cases) {
    const fields = await prefill([
      { x: 56, y: 300, text: 'Omschrijving' },
      { x: 400, y: 300, text: label },
      { x: 400, y: 313, text: value },
    ]);
    assert.equal(fields.find((f) => f.field === field)?.value, value, label);
  }
});

test("a table's column is no label and value: generic headers, stacked headers and columns of values give nothing", async () => {
  const none = async (texts: Text[], field: string) =>
    assert.equal(
      (await prefill(texts)).find((f) => f.field === field),
      undefined,
      JSON.stringify(texts[0]),
    );
  // "Payment | Date | Amount" over one amount: a payment's, not the invoice total
  await none(
    [
      { x: 56, y: 300, text: 'Payment' },
      { x: 250, y: 300, text: 'Reference' },
      { x: 400, y: 300, text: 'Amount' },
      { x: 400, y: 313, text: '623.00 €' },
    ],
    'total_amount',
  );
  // "Ohne" over "MwSt." over a line's price
  await none(
    [
      { x: 400, y: 300, text: 'Ohne' },
      { x: 400, y: 311, text: 'MwSt.' },
      { x: 400, y: 324, text: '3,89' },
      { x: 400, y: 370, text: '5,39' },
    ],
    'tax_amount',
  );
  // "Steuerbetrag" over a column of amounts, rows a few lines apart
  await none(
    [
      { x: 400, y: 300, text: 'Steuerbetrag' },
      { x: 400, y: 313, text: '19,25' },
      { x: 400, y: 350, text: '37,62' },
    ],
    'tax_amount',
  );
});
