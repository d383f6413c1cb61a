import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf } from '../testing/make-pdf.ts';
import { prefillFields } from './prefill-fields.ts';
import { rankKeyValues } from './rank-pairs.ts';
import { suggestFields } from './suggest-fields.ts';

const doc = async (texts: { x: number; y: number; text: string; size?: number }[]) =>
  (await extractDocument(await makePdf([{ texts }]))).document!;

// a German invoice the corpora do not hold: supplier at the top, labels in German, one total printed twice
const invoice = () =>
  doc([
    { x: 50, y: 40, text: 'Muster Handel GmbH', size: 14 },
    { x: 50, y: 60, text: 'Hauptstraße 5, 10115 Berlin' },
    { x: 50, y: 120, text: 'Rechnungsnr.: R-2024-117' },
    { x: 50, y: 135, text: 'Rechnungsdatum: 03.04.2024' },
    { x: 50, y: 150, text: 'USt-IdNr.: DE 123 456 789' },
    { x: 300, y: 400, text: 'Nettobetrag:' },
    { x: 450, y: 400, text: '100,00 EUR' },
    { x: 300, y: 415, text: 'MwSt.:' },
    { x: 450, y: 415, text: '19,00 EUR' },
    { x: 300, y: 430, text: 'Gesamtbetrag:' },
    { x: 450, y: 430, text: '119,00 EUR' },
    { x: 300, y: 445, text: 'Gesamtbetrag:' },
    { x: 450, y: 445, text: '119,00 EUR' },
  ]);

test('the first document of a new layout is pre-filled: number, date, supplier and its address, VAT number, subtotal, tax, total, currency', async () => {
  const p = prefillFields(await invoice());
  const got = Object.fromEntries(p.fields.map((f) => [f.field, f.value]));
  assert.deepEqual(
    { ...got },
    {
      invoice_number: 'R-2024-117',
      invoice_date: '03.04.2024',
      supplier_tax_id: 'DE 123 456 789',
      subtotal: '100,00 EUR',
      tax_amount: '19,00 EUR',
      total_amount: '119,00 EUR',
      supplier_name: 'Muster Handel GmbH',
      supplier_address: 'Hauptstraße 5, 10115 Berlin',
      currency: 'EUR',
    },
  );
  for (const f of p.fields) assert.ok(f.confidence > 0 && f.confidence <= 1, `${f.field} has a confidence`);
});

test('never one field twice: the repeated total is suggested once and ranked below the first', async () => {
  const d = await invoice();
  const s = suggestFields(d);
  assert.equal(s.filter((g) => g?.field === 'total_amount').length, 1);
  const totals = d.keyValues.map((kv, i) => ({ kv, i })).filter(({ kv }) => kv.key.startsWith('Gesamtbetrag'));
  const r = rankKeyValues(d);
  assert.ok(r[totals[0]!.i]!.likely && !r[totals[1]!.i]!.likely, 'the repeat is folded under other text');
});

/** A totals block: labels in one column, amounts right-aligned in another, a row every 20 points. */
const totals = (rows: [string, string][], y = 400) =>
  rows.flatMap(([label, amount], k) => [
    { x: 260, y: y + 20 * k, text: label },
    { x: 500, y: y + 20 * k, text: amount },
  ]);
const got = async (texts: Parameters<typeof doc>[0]) =>
  Object.fromEntries(prefillFields(await doc(texts)).fields.map((f) => [f.field, f.value]));

test('a totals block with a prepayment: the total is the grand total, not the amount due; surcharge totals are no total', async () => {
  const g = await got([
    { x: 50, y: 40, text: 'Lieferant GmbH', size: 14 },
    ...totals([
      ['Positionssumme', '180,76'],
      ['Gesamtbetrag der Zuschläge', '5,80'],
      ['Gesamtbetrag der Abschläge', '-9,07'],
      ['Rechnungssumme ohne USt.', '177,49'],
      ['Steuerbetrag', '20,16'],
      ['Bruttosumme', '197,65'],
      ['Erhaltene Anzahlungen', '-50,00'],
      ['Zahlbetrag', '147,65'],
    ]),
  ]);
  assert.deepEqual([g.subtotal, g.tax_amount, g.total_amount], ['177,49', '20,16', '197,65']);
});

test("a credit note's negative totals keep their sign as printed", async () => {
  const g = await got([
    { x: 50, y: 40, text: 'Rechnungskorrektur Nr. RK21012345 vom 16.09.2018', size: 13 },
    ...totals([
      ['Rechnungssumme ohne USt.', '-7,67'],
      ['Steuerbetrag', '-1,12'],
      ['Bruttosumme', '-8,79'],
      ['Zahlbetrag', '-8,79'],
    ]),
  ]);
  assert.deepEqual(
    [g.invoice_number, g.invoice_date, g.subtotal, g.tax_amount, g.total_amount],
    ['RK21012345', '16.09.2018', '-7,67', '-1,12', '-8,79'],
  );
});

test('totals blocks in French, Dutch, Spanish and Italian', async () => {
  const blocks: [string, [string, string][]][] = [
    [
      'fr',
      [
        ['Total HT', '100,00 €'],
        ['Montant TVA', '20,00 €'],
        ['Total TTC', '120,00 €'],
        ['Net à payer', '120,00 €'],
      ],
    ],
    [
      'nl',
      [
        ['Subtotaal', '€ 100,00'],
        ['BTW bedrag', '€ 21,00'],
        ['Factuurbedrag', '€ 121,00'],
      ],
    ],
    [
      'es',
      [
        ['Base imponible', '100,00'],
        ['Cuota IVA', '21,00'],
        ['Importe total', '121,00'],
      ],
    ],
    [
      'it',
      [
        ['Totale imponibile', '100,00'],
        ['Imposta', '22,00'],
        ['Totale documento', '122,00'],
      ],
    ],
  ];
  for (const [lang, rows] of blocks) {
    const g = await got([{ x: 50, y: 40, text: 'Muster Handel GmbH', size: 14 }, ...totals(rows)]);
    assert.deepEqual([g.subtotal, g.tax_amount, g.total_amount], [rows[0]![1], rows[1]![1], rows[2]![1]], lang);
  }
});
