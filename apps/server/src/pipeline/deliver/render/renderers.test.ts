import { describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { ApprovalData, ApprovalField } from '@paperbridge/contracts';
import { deliveryDocument, type DeliveryDocument } from './delivery-document.ts';
import { neutraliseFormula, regionalCsv } from './csv.renderer.ts';
import { defaultLocaleFor } from '@paperbridge/contracts';
import { outputBaseName, renderOutput, type OutputFormat } from './render-output.ts';
import { sheetName } from './xlsx.renderer.ts';

const field = (id: number, label: string, value: string, isDelete = false): ApprovalField => ({
  id,
  dF_Id: id,
  label,
  value,
  isDelete,
  confidence: 90,
  page: 1,
  polygon: null,
  isRequired: false,
  missing: false,
});
const col = (columnHeader: string, cells: [string, boolean?][], isDelete = false) => ({
  columnHeader,
  dF_Id: null,
  isDelete,
  cells: cells.map(([value, del]) => ({ value, isDelete: Boolean(del) })),
});

/** An approval with every marker kind and the characters each format must escape. */
const approved: ApprovalData = {
  docRef: 'INV/2026-001',
  form: [
    field(1, 'Invoice Number', 'INV/2026-001'),
    field(2, 'Supplier', 'Smith & Sons <Pty> "Ltd"'),
    field(3, 'Notes', 'line one\nline two, with comma'),
    field(4, 'Removed', 'should not appear', true),
    field(5, 'Total', '-12.50'),
    field(6, 'Total', '=HYPERLINK("http://x")'),
    field(7, 'Customer ID', '00123'),
  ],
  extactedFromTable: [field(8, 'Currency', 'EUR')],
  tables: [
    {
      tableNumber: 1,
      confidence: 100,
      page: 1,
      columns: [
        col('Description', [['Widget ü'], ['Gadget'], ['Deleted row', true], ['Cell gone', true]]),
        col('Qty', [['2'], ['1'], ['9', true], ['3']]),
        col('Secret', [['x'], ['y'], ['z'], ['w']], true),
        col('Amount', [['1250'], ['1,250.00'], ['0', true], ['$47.70']]),
      ],
    },
    { tableNumber: 2, confidence: 100, page: 1, columns: [col('Only', [['a', true]], true)] },
  ],
};
const meta = {
  documentType: 'Commercial Invoice',
  mapping: 'Coolblue invoices',
  client: 'Coolblue',
  fileName: 'invoice 1.pdf',
};
const typing = {
  locale: {
    decimal: '.' as const,
    dateOrder: 'DMY' as const,
    currency: 'EUR',
    dateOrderFrom: 'document' as const,
    evidence: [],
  },
  companyDateOrder: 'DMY' as const,
  documentKind: 'invoice' as const,
  dateFormat: 'dd.mm.yyyy',
};
const doc: DeliveryDocument = deliveryDocument(approved, meta, typing);
const golden = (name: string) => new URL(`./golden/${name}`, import.meta.url);

describe('deliveryDocument: markers stripped as Finalise strips them', () => {
  it('leaves out deleted fields, columns and rows; a deleted cell in a kept row is empty; labels made unique', () => {
    assert.deepEqual(
      doc.fields.map((f) => f.name),
      ['Invoice Number', 'Supplier', 'Notes', 'Total', 'Total (2)', 'Customer ID', 'Currency'],
    );
    assert.equal(doc.tables.length, 1, 'a table whose every column is deleted is left out');
    assert.deepEqual(doc.tables[0]!.columns, ['Description', 'Qty', 'Amount']);
    assert.deepEqual(doc.tables[0]!.rows, [
      ['Widget ü', '2', '1250'],
      ['Gadget', '1', '1,250.00'],
      ['', '3', '$47.70'],
    ]);
  });
  it('types each value by its field kind: amounts as numbers with their currency, quantities as numbers, text as read', () => {
    assert.deepEqual(
      doc.fields.map((f) => [f.name, f.kind, f.typed]),
      [
        ['Invoice Number', 'identifier', 'INV/2026-001'],
        ['Supplier', 'text', 'Smith & Sons <Pty> "Ltd"'],
        ['Notes', 'text', 'line one\nline two, with comma'],
        ['Total', 'amount', -12.5],
        ['Total (2)', 'amount', null],
        ['Customer ID', 'identifier', '00123'],
        ['Currency', 'text', 'EUR'],
      ],
    );
    assert.deepEqual(doc.tables[0]!.typedRows, [
      ['Widget ü', 2, 1250],
      ['Gadget', 1, 1250],
      [null, 3, 47.7],
    ]);
  });
  it("a credit note delivers its amounts negative; a date is read by the document's order", () => {
    const credit = deliveryDocument(
      {
        ...approved,
        form: [
          field(1, 'Invoice Date', '05.03.2018'),
          field(2, 'Total Amount', '529,87'),
          field(3, 'Tax Amount', '8,79-'),
        ],
        extactedFromTable: [],
        tables: [],
      },
      meta,
      { ...typing, locale: { ...typing.locale, decimal: ',' }, documentKind: 'credit_note' },
    );
    assert.deepEqual(
      credit.fields.map((f) => f.typed),
      ['2018-03-05', -529.87, -8.79],
    );
    assert.equal(credit.documentKind, 'credit_note');
  });
});

describe('text renderers against golden files', () => {
  for (const [format, file] of [
    ['JSON', 'sample.json'],
    ['XML', 'sample.xml'],
    ['CSV', 'sample.csv'],
  ] as const) {
    it(`${format} is the golden file, byte for byte`, async () => {
      const out = await renderOutput(doc, format);
      if (process.env.UPDATE_GOLDEN === '1') fs.writeFileSync(golden(file), out.bytes);
      assert.equal(out.bytes.toString('utf8'), fs.readFileSync(golden(file), 'utf8'));
    });
  }
  it("CSV in the company's format (a destination's choice): decimal comma, its dates, separated by semicolons", async () => {
    const dated = deliveryDocument(
      {
        ...approved,
        form: [field(1, 'Invoice Date', '05.03.2018'), field(2, 'Total Amount', '1.234,56'), field(3, 'Notes', 'a; b')],
        extactedFromTable: [],
        tables: [],
      },
      meta,
      { ...typing, locale: { ...typing.locale, decimal: ',' } },
    );
    const out = await renderOutput(dated, 'CSV', { csv: regionalCsv(defaultLocaleFor('DE')) });
    assert.equal(
      out.bytes.toString('utf8'),
      '\uFEFFField;Value;As printed\r\nDocument kind;invoice;\r\nCurrency code;EUR;\r\nInvoice Date;05.03.2018;05.03.2018\r\nTotal Amount;1234,56;1.234,56\r\nNotes;"a; b";"a; b"\r\n',
    );
    const us = await renderOutput(dated, 'CSV', { csv: regionalCsv(defaultLocaleFor('US')) });
    assert.match(us.bytes.toString('utf8'), /Invoice Date,03\/05\/2018,05\.03\.2018\r\nTotal Amount,1234\.56,/);
  });
  it('CSV keeps numbers and neutralises formulas', () => {
    assert.equal(neutraliseFormula('-12.50'), '-12.50');
    assert.equal(neutraliseFormula('+1,250.00'), '+1,250.00');
    assert.equal(neutraliseFormula('=SUM(A1)'), "'=SUM(A1)");
    assert.equal(neutraliseFormula('@cmd'), "'@cmd");
    assert.equal(neutraliseFormula('-2+3'), "'-2+3");
  });
});

/** Renders at two different clock times: office writers stamp the time, the output must not change. */
async function renderAtTwoTimes(format: OutputFormat): Promise<[Buffer, Buffer]> {
  mock.timers.enable({ apis: ['Date'], now: Date.UTC(2026, 10, 23, 9, 0, 0) });
  try {
    const a = (await renderOutput(doc, format, { excelTabName: 'Invoices: 2026/11' })).bytes;
    mock.timers.setTime(Date.UTC(2027, 2, 1, 17, 30, 11));
    const b = (await renderOutput(doc, format, { excelTabName: 'Invoices: 2026/11' })).bytes;
    return [a, b];
  } finally {
    mock.timers.reset();
  }
}

describe('XLSX (exceljs)', () => {
  it("writes dates as date cells in the company's format", async () => {
    const dated = deliveryDocument(
      { ...approved, form: [field(1, 'Invoice Date', '05.03.2018')], extactedFromTable: [], tables: [] },
      meta,
      typing,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await renderOutput(dated, 'EXCEL')).bytes as unknown as ArrayBuffer);
    const cell = wb.worksheets[0]!.getRow(4).getCell(2);
    assert.ok(cell.value instanceof Date, 'a date cell');
    assert.equal((cell.value as Date).toISOString(), '2018-03-05T00:00:00.000Z');
    assert.equal(cell.numFmt, 'dd.mm.yyyy');
  });
  it('is the same bytes at another time, and reads back as the data with the tab name, numbers and no formulas', async () => {
    const [a, b] = await renderAtTwoTimes('EXCEL');
    assert.ok(a.equals(b), 'same data, same bytes');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(a as unknown as ArrayBuffer);
    assert.deepEqual(
      wb.worksheets.map((w) => w.name),
      ['Invoices  2026 11'],
    );
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow({ includeEmpty: true }, (r) => rows.push(Array.from((r.values as unknown[]).slice(1))));
    assert.deepEqual(rows[0], ['Field', 'Value', 'As printed']);
    assert.deepEqual(rows[1], ['Document kind', 'invoice']);
    assert.deepEqual(rows[2], ['Currency code', 'EUR']);
    assert.deepEqual(rows[6], ['Total', -12.5, '-12.50']);
    assert.equal(
      wb.worksheets[0]!.getRow(7).getCell(2).numFmt,
      '#,##0.00',
      'an amount is a numeric cell with a number format',
    );
    assert.deepEqual(
      rows[7],
      ['Total (2)', undefined, '=HYPERLINK("http://x")'],
      'a value that looks like a formula stays text, and is no amount',
    );
    assert.deepEqual(rows[8], ['Customer ID', '00123', '00123']);
    const table = rows.findIndex((r) => r[0] === 'Table 1');
    assert.deepEqual(rows[table + 1], ['Description', 'Qty', 'Amount']);
    assert.deepEqual(rows[table + 2], ['Widget ü', 2, 1250]);
    assert.deepEqual(rows[table + 4], [undefined, 3, 47.7]);
  });
  it('sheet names follow Excel rules', () => {
    assert.equal(sheetName(null), 'Worksheet');
    assert.equal(sheetName("'A[b]c*'"), 'A b c');
    assert.equal(sheetName('x'.repeat(40)).length, 31);
  });
});

describe('DOCX (docx)', () => {
  it('is the same bytes at another time and holds the terms and tables, escaped', async () => {
    const [a, b] = await renderAtTwoTimes('DOCX');
    assert.ok(a.equals(b), 'same data, same bytes');
    const xml = await (await JSZip.loadAsync(a)).file('word/document.xml')!.async('string');
    assert.match(xml, /INV\/2026-001/);
    assert.match(xml, /Smith &amp; Sons &lt;Pty&gt;/);
    assert.match(xml, /Widget ü/);
    assert.doesNotMatch(xml, /should not appear|Secret|Deleted row/);
  });
});

describe('renderOutput', () => {
  it('names the file from the reference and gives the content type', async () => {
    assert.equal(outputBaseName('INV/2026-001'), 'INV_2026-001');
    assert.equal(outputBaseName('../../etc/passwd'), 'etc_passwd');
    assert.equal(outputBaseName('///'), 'document');
    const out = await renderOutput(doc, 'EXCEL');
    assert.equal(out.fileName, 'Smith_Sons_Pty_Ltd_INV_2026-001.xlsx', 'the supplier and the number');
    const named = deliveryDocument(
      {
        ...approved,
        docRef: 'zugferd_Einfach.pdf',
        form: [
          field(1, 'Supplier Name', 'Lieferant GmbH'),
          field(2, 'Invoice Number', '471102'),
          field(3, 'Invoice Date', '05.03.2018'),
        ],
        extactedFromTable: [],
        tables: [],
      },
      meta,
      typing,
    );
    assert.equal((await renderOutput(named, 'JSON')).fileName, 'Lieferant_GmbH_471102_2018-03-05.json');
    const unnamed = deliveryDocument(
      { ...approved, docRef: 'zugferd_Einfach.pdf', form: [], extactedFromTable: [], tables: [] },
      meta,
      typing,
    );
    assert.equal((await renderOutput(unnamed, 'EXCEL')).fileName, 'zugferd_Einfach.xlsx', 'never .pdf.xlsx');
    assert.equal(out.contentType, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });
});
