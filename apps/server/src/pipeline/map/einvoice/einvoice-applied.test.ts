import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DocumentModel, Template, TemplateApplyResult } from '@paperbridge/contracts';
import type { EInvoice } from '@paperbridge/engine';
import { einvoiceApplied, sameValue } from './einvoice-applied.ts';
import { locatePrintedValue } from './locate-printed-value.ts';

/** A one-page model whose lines are the given texts, one word per space-separated piece, 0.1 high each. */
function modelOf(lines: string[]): DocumentModel {
  const words: DocumentModel['pages'][number]['words'] = [];
  const out: DocumentModel['pages'][number]['lines'] = [];
  lines.forEach((text, y) => {
    const idx: number[] = [];
    text.split(' ').forEach((w, x) => {
      idx.push(words.length);
      const box: [number, number][] = [
        [x * 0.1, y * 0.1],
        [x * 0.1 + 0.08, y * 0.1],
        [x * 0.1 + 0.08, y * 0.1 + 0.05],
        [x * 0.1, y * 0.1 + 0.05],
      ];
      words.push({ text: w, polygon: box, confidence: 100, source: 'text-layer' });
    });
    out.push({ text, polygon: words[idx[0]!]!.polygon, wordIndexes: idx });
  });
  const page = { pageNumber: 1, width: 595, height: 842, rotation: 0 as const, skew: 0, source: 'text-layer' as const };
  return {
    fileName: null,
    type: 'pdf',
    pageCount: 1,
    pages: [{ ...page, words, lines: out, blocks: [], rulings: [] }],
    keyValues: [],
    tables: [],
  };
}

const invoice: EInvoice = {
  number: '993548900',
  issueDate: '2014-04-19',
  currency: 'EUR',
  notes: [],
  seller: { name: 'Coolblue B.V.', ids: [] },
  buyer: { ids: [] },
  allowancesCharges: [],
  vatBreakdown: [],
  totals: { withVat: { text: '717.97', value: 717.97 } },
  lines: [
    {
      name: 'Apple iPad Air',
      quantity: { text: '1', value: 1 },
      netAmount: { text: '329.75', value: 329.75 },
      allowancesCharges: [],
    },
  ],
};

const template = {
  fields: [{ name: 'Invoice Number' }, { name: 'Total Amount' }, { name: 'Order Number' }],
  tables: [{ columns: [{ name: 'Description' }, { name: 'Quantity' }, { name: 'Line Amount' }] }],
} as unknown as Template;

const printed = (total: string): TemplateApplyResult => ({
  fields: {
    'Invoice Number': { value: '993548900', confidence: 0.99, page: 1, polygon: null, missing: false },
    'Total Amount': { value: total, confidence: 0.99, page: 1, polygon: null, missing: false },
    'Order Number': { value: '12572103', confidence: 0.99, page: 1, polygon: null, missing: false },
  },
  tables: [{ rows: [{ Description: 'garbage', Quantity: '9', 'Line Amount': '1' }], confidence: 0.9, page: 1 }],
  confidence: 0.95,
});

test('a value is found where the page prints it, in either decimal convention and in any date form', () => {
  const model = modelOf(['Factuurdatum: 19 april 2014', 'Subtotaal € 717,97', 'Totaal € 717,97']);
  const total = locatePrintedValue(model, '717.97', 'amount');
  assert.ok(total);
  assert.equal(total.polygon[0]![1], 0.2, 'the last place an amount is printed (the foot)');
  assert.equal(total.polygon[0]![0], 0.2, 'the amount alone, not its label');
  assert.equal(locatePrintedValue(model, '2014-04-19', 'date')?.polygon[0]![0], 0.1);
  assert.equal(locatePrintedValue(model, '12.50', 'amount'), null);
  assert.equal(locatePrintedValue(model, '0', 'amount'), null, 'a zero is printed everywhere: no place');
});

test('printed and exact values compare by their kind', () => {
  assert.equal(sameValue('€ 529,87', '529.87', 'amount'), true);
  assert.equal(sameValue('529,78', '529.87', 'amount'), false);
  assert.equal(sameValue('01.03.2018', '2018-03-01', 'date'), true);
  assert.equal(sameValue('RE 471102', 'RE-471102', 'identifier'), true);
});

test("the e-invoice fills the mapping's fields and lines; the sample supplier's printed total that differs is kept beside it", () => {
  const model = modelOf(['Totaal € 717,97']);
  const same = einvoiceApplied({
    invoice,
    warnings: [],
    template,
    model,
    printed: printed('€ 771,97'),
    sampleSupplier: true,
  });
  assert.equal(same.applied.fields['Total Amount']!.value, '717.97');
  assert.equal(same.applied.fields['Total Amount']!.source, 'einvoice');
  assert.equal(same.applied.fields['Total Amount']!.readAs, '€ 771,97');
  assert.equal(same.applied.fields['Total Amount']!.confidence, 1);
  assert.deepEqual(
    same.applied.checks?.map((c) => c.code),
    ['einvoice_printed_differs'],
  );
  assert.equal(
    same.applied.fields['Order Number']!.value,
    '12572103',
    'a field the e-invoice has no term for is read from the page',
  );
  assert.equal(same.printedUsed, true);
  assert.deepEqual(same.applied.tables[0]!.rows, [
    { Description: 'Apple iPad Air', Quantity: '1', 'Line Amount': '329.75' },
  ]);
});

test("another supplier's template reads nothing: no comparison, and fields without a term stay missing", () => {
  const other = einvoiceApplied({
    invoice,
    warnings: [{ rule: 'EINV-PRINTED', message: 'the amount due 717.97 is printed nowhere on the page' }],
    template,
    model: modelOf(['Total 717.97']),
    printed: printed('1.00'),
    sampleSupplier: false,
  });
  assert.equal(other.applied.fields['Total Amount']!.readAs, undefined);
  assert.equal(other.applied.fields['Order Number']!.missing, true);
  assert.equal(other.printedUsed, false);
  assert.deepEqual(other.applied.checks, [
    {
      field: 'Total Amount',
      code: 'einvoice_einv-printed',
      message: 'E-invoice: The amount due 717.97 is printed nowhere on the page.',
    },
  ]);
});
