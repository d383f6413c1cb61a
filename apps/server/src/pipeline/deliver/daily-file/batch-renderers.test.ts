import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { simpleDeliveryDocument } from '../render/test-support/simple-delivery-document.ts';
import { renderBatch } from './batch-renderers.ts';
import type { BatchEntry } from './batch-table.ts';

const typing = {
  locale: {
    decimal: ',' as const,
    dateOrder: 'DMY' as const,
    currency: 'EUR',
    dateOrderFrom: 'document' as const,
    evidence: [],
  },
};
const invoice = simpleDeliveryDocument(
  [
    ['Supplier Name', 'Lieferant GmbH'],
    ['Invoice Number', '471102'],
    ['Invoice Date', '05.03.2018'],
    ['Total Amount', '529,87'],
    ['Payment Terms', '30 Tage'],
  ],
  [
    {
      tableNumber: 1,
      columns: ['Description', 'Quantity', 'Line Amount'],
      rows: [
        ['Trennblätter A4', '20', '198,00'],
        ['Joghurt Banane', '50', '275,00'],
      ],
    },
  ],
  { reference: '471102', typing },
);
const credit = simpleDeliveryDocument(
  [
    ['Supplier Name', 'Lieferant GmbH'],
    ['Invoice Number', 'RK-1'],
    ['Invoice Date', '16.09.2018'],
    ['Total Amount', '8,79'],
  ],
  [],
  { reference: 'RK-1', typing: { ...typing, documentKind: 'credit_note' } },
);
const entries: BatchEntry[] = [
  {
    doc: invoice,
    source: 'E-mail from rechnung@lieferant.example',
    received: '2026-11-26T09:00:00.000Z',
    review: 'Not reviewed (confident)',
  },
  {
    doc: credit,
    source: 'FTP ftp://127.0.0.1:2121/in/rk.pdf',
    received: '2026-11-26T10:00:00.000Z',
    review: 'Approved by ann@example.com',
  },
];
const meta = { mapping: 'LIEFERANT1', day: '2026-11-26', dateFormat: 'dd.mm.yyyy' };

describe('Daily files (issue 30 point 2)', () => {
  it('EXCEL: a Documents sheet with a row per document (typed summary, kind, review, source) and Line items keyed by the reference', async () => {
    const [file] = await renderBatch(entries, 'EXCEL', meta);
    assert.equal(file!.fileName, 'LIEFERANT1_2026-11-26_2_documents.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file!.bytes as unknown as ArrayBuffer);
    const docs = wb.getWorksheet('Documents')!;
    const header = (docs.getRow(1).values as unknown[]).slice(1);
    assert.deepEqual(header.slice(0, 14), [
      'Reference',
      'Document kind',
      'Supplier',
      'Number',
      'Date',
      'Due date',
      'Subtotal',
      'Tax',
      'Total',
      'Currency',
      'Review',
      'Source',
      'Received',
      'File name',
    ]);
    assert.deepEqual(
      header.slice(14),
      ['Payment Terms'],
      'other mapped fields after the summary, summary fields not repeated',
    );
    const cell = (row: number, name: string) => docs.getRow(row).getCell(header.indexOf(name) + 1);
    assert.equal(cell(2, 'Total').value, 529.87);
    assert.equal(cell(2, 'Total').numFmt, '#,##0.00');
    assert.equal((cell(2, 'Date').value as Date).toISOString(), '2018-03-05T00:00:00.000Z');
    assert.equal(cell(2, 'Date').numFmt, 'dd.mm.yyyy');
    assert.equal(cell(3, 'Document kind').value, 'credit note');
    assert.equal(cell(3, 'Total').value, -8.79);
    assert.equal(cell(3, 'Review').value, 'Approved by ann@example.com');
    const items = wb.getWorksheet('Line items')!;
    assert.deepEqual((items.getRow(1).values as unknown[]).slice(1), [
      'Reference',
      'Table',
      'Description',
      'Quantity',
      'Line Amount',
    ]);
    assert.deepEqual((items.getRow(3).values as unknown[]).slice(1), ['471102', 1, 'Joghurt Banane', 50, 275]);
    assert.equal(items.rowCount, 3);
  });

  it('CSV: two files (documents, line items) with points for decimals and ISO dates; JSON: the documents in an array; XML: one root', async () => {
    const csv = await renderBatch(entries, 'CSV', meta);
    assert.deepEqual(
      csv.map((f) => f.fileName),
      ['LIEFERANT1_2026-11-26_2_documents.csv', 'LIEFERANT1_2026-11-26_2_documents_line_items.csv'],
    );
    const lines = csv[0]!.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    assert.match(lines[1]!, /^471102,invoice,Lieferant GmbH,471102,2018-03-05,,,,529.87,EUR,/);
    assert.match(lines[2]!, /^RK-1,credit note,Lieferant GmbH,RK-1,2018-09-16,,,,-8.79,EUR,/);
    const [json] = await renderBatch(entries, 'JSON', meta);
    const body = JSON.parse(json!.bytes.toString('utf8'));
    assert.equal(body.count, 2);
    assert.equal(body.documents[1].fields['Total Amount'], -8.79);
    assert.equal(body.documents[0].source, 'E-mail from rechnung@lieferant.example');
    const [xml] = await renderBatch(entries, 'XML', meta);
    const text = xml!.bytes.toString('utf8');
    assert.match(
      text,
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<documents mapping="LIEFERANT1" day="2026-11-26" count="2">/,
    );
    assert.equal(text.match(/<document /g)!.length, 2);
    assert.equal(text.match(/<\?xml/g)!.length, 1);
  });
});
