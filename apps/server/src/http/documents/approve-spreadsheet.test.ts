import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  SPREADSHEET_LAYOUT_SHEET,
  SPREADSHEET_MSG,
  type SpreadsheetApprovalData,
  type SpreadsheetSheet,
} from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../testing/seed-user.ts';
import { seedFundedUser } from '../../testing/seed-funded-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { uploadFile } from '@paperbridge/test-kit/mappings/upload-file.ts';
import { corporaSkip } from '../mapping/test-support/corpora.ts';
import { documentResults, documents } from '../../db/schema/index.ts';
import { COOLBLUE } from '@paperbridge/test-kit/mappings/coolblue-mapping.ts';
import { createCustomisedExcelMapping } from '../../pipeline/test-support/customised-mapping.ts';
import { submitDocument } from '../../pipeline/test-support/submit-document.ts';
import { drainPipeline } from '../../pipeline/test-support/drain-pipeline.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import { approvedWorkbookKey } from '../../services/documents/approve-spreadsheet.ts';

/** The workbook the approval screen saves: kept rows and columns only, and the layout sheet saying which they are. */
async function reviewedWorkbook(
  sheets: SpreadsheetSheet[],
  over: { headers?: (h: string[]) => string[]; layout?: boolean } = {},
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const layout = sheets.map((s) => {
    const columns = s.columns.map((c, k) => (c.isDelete ? -1 : k)).filter((k) => k >= 0);
    const rows = s.rows.map((r, i) => (r.isDelete ? -1 : i)).filter((i) => i >= 0);
    const ws = wb.addWorksheet(s.name);
    const headers = columns.map((k) => s.columns[k]!.header);
    ws.addRow(over.headers ? over.headers(headers) : headers);
    for (const r of rows)
      ws.addRow(columns.map((k) => (s.rows[r]!.cells[k]!.isDelete ? '' : s.rows[r]!.cells[k]!.value)));
    const deletedCells = rows.flatMap((r) => columns.filter((k) => s.rows[r]!.cells[k]!.isDelete).map((k) => [r, k]));
    return { name: s.name, rows, columns, deletedCells };
  });
  if (over.layout !== false) {
    const hidden = wb.addWorksheet(SPREADSHEET_LAYOUT_SHEET, { state: 'veryHidden' });
    hidden.getCell('A1').value = JSON.stringify({ version: 1, sheets: layout });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A zip of one deflated entry per name, the smallest container to craft bad files with. */
function zipOf(entries: { name: string; data: Buffer; declared?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const packed = deflateRawSync(e.data);
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(e.declared ?? e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(e.declared ?? e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

describe(
  'ApproveData?docId, the spreadsheet type (spec 000 §3, §4; docs/review.md "Spreadsheet type")',
  { skip: corporaSkip() },
  () => {
    let t: TestApp;
    let a: SeededUser;
    let b: SeededUser;
    let dtId: string;
    before(async () => {
      t = await startTestApp();
      a = await seedFundedUser(t);
      b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
      const cnId = await createCustomisedExcelMapping(t.url, a.token, {
        configName: 'SHEET1',
        clientEmail: 'orders@coolblue.example',
        tabName: 'Orders',
      });
      dtId = await submitDocument(t.url, a.token, cnId, { name: 'coolblue1.pdf', bytes: fs.readFileSync(COOLBLUE(1)) });
      await drainPipeline(t);
    });
    after(async () => t.close());

    const approvalData = async (): Promise<SpreadsheetApprovalData> =>
      (await callApi(t.url, 'GET', '/api/Admin/Map/GetDataForApproval', { token: a.token, query: { docId: dtId } }))
        .result;
    const send = (bytes: Uint8Array, o: { token?: string; docId?: string | null; name?: string } = {}) =>
      uploadFile(t.url, '/api/Admin/Map/ApproveData', {
        token: o.token ?? a.token,
        query: o.docId === null ? {} : { docId: o.docId ?? dtId },
        file: { name: o.name ?? 'Worksheet.xlsx', bytes },
      });
    const docRow = async () => (await t.ctx.db.select().from(documents).where(eq(documents.id, dtId)))[0]!;
    const col = (s: SpreadsheetSheet, header: string) => s.columns.findIndex((c) => c.header === header);

    it('GetDataForApproval answers the sheets: the tab name, the header fields repeated on every row, then the line-item columns', async () => {
      assert.equal((await docRow()).approvalStatus, 0);
      const data = await approvalData();
      assert.equal(data.type, 'spreadsheet');
      assert.equal(data.docRef, '993548900');
      assert.equal(data.spreadsheet.sheets.length, 1);
      const [sheet] = data.spreadsheet.sheets;
      assert.equal(sheet!.name, 'Orders');
      assert.deepEqual(
        sheet!.columns.map((c) => [c.header, c.shared, c.isDelete]),
        [
          ['Reference Number', true, false],
          ['Amount', true, false],
          ['Description', false, false],
          ['Quantity', false, false],
        ],
      );
      // a header field's column carries the form view's marks for its value (not found, corrected, confidence); a line-item column none
      assert.deepEqual(
        sheet!.columns.map((c) => c.marks?.missing ?? null),
        [false, false, null, null],
      );
      assert.ok(
        sheet!.columns.slice(0, 2).every((c) => Number.isInteger(c.marks!.id) && c.marks!.id > 0),
        'marks name the field they belong to',
      );
      assert.equal(sheet!.highestCount, 4);
      assert.ok(sheet!.rows.length >= 2, 'one row per line item');
      for (const row of sheet!.rows) {
        assert.equal(row.isDelete, false);
        assert.equal(row.cells.length, 4);
        assert.equal(row.cells[0]!.value, '993548900', 'the header field on every row');
      }
    });

    it('bad files are refused with a 400 naming `file` and change nothing', async () => {
      const sheets = (await approvalData()).spreadsheet.sheets;
      const cases: [string, Uint8Array, string][] = [
        ['a PDF', fs.readFileSync(COOLBLUE(1)), SPREADSHEET_MSG.notXlsx],
        [
          'a zip that is no workbook',
          zipOf([{ name: 'readme.txt', data: Buffer.from('hello') }]),
          SPREADSHEET_MSG.notXlsx,
        ],
        ['a truncated xlsx', (await reviewedWorkbook(sheets)).subarray(0, 900), SPREADSHEET_MSG.corrupt],
        [
          'a zip bomb lying about its size',
          zipOf([
            { name: '[Content_Types].xml', data: Buffer.alloc(60 * 1024 * 1024), declared: 100 },
            { name: 'xl/workbook.xml', data: Buffer.from('<x/>') },
          ]),
          SPREADSHEET_MSG.tooBig,
        ],
        [
          'a workbook without the layout sheet',
          await reviewedWorkbook(sheets, { layout: false }),
          SPREADSHEET_MSG.noLayout,
        ],
        [
          'a changed column header',
          await reviewedWorkbook(sheets, { headers: (h) => h.map((x) => (x === 'Quantity' ? 'Qty' : x)) }),
          SPREADSHEET_MSG.headerChanged('Orders', 'Quantity'),
        ],
        [
          'a renamed sheet',
          await reviewedWorkbook(sheets.map((s) => ({ ...s, name: 'Other' }))),
          SPREADSHEET_MSG.missingSheet('Orders'),
        ],
        [
          'an extra row',
          await reviewedWorkbook([{ ...sheets[0]!, rows: [...sheets[0]!.rows, sheets[0]!.rows[0]!] }]),
          SPREADSHEET_MSG.layoutMismatch('Orders'),
        ],
      ];
      for (const [what, bytes, message] of cases) {
        const res = await send(bytes);
        assert.equal(res.status, 400, `${what}: ${res.status} ${res.message}`);
        assert.equal(res.message, message, what);
        assert.deepEqual(res.result, [{ field: 'file', message }], what);
      }
      const big = await send(Buffer.alloc(6 * 1024 * 1024, 1));
      assert.equal(big.status, 413, 'over the 5 MB upload limit');
      const noFile = await uploadFile(t.url, '/api/Admin/Map/ApproveData', {
        token: a.token,
        query: { docId: dtId },
        fields: { note: 'x' },
      });
      assert.equal(noFile.status, 400);
      assert.equal(noFile.message, SPREADSHEET_MSG.fileRequired);
      const noDocId = await send(await reviewedWorkbook(sheets), { docId: null });
      assert.equal(noDocId.status, 400);
      assert.equal(noDocId.result[0].field, 'docId');
      const text = await fetch(new URL('/api/Admin/Map/ApproveData', t.url), {
        method: 'POST',
        headers: { authorization: `Bearer ${a.token}`, 'content-type': 'text/plain' },
        body: 'hello',
      });
      assert.equal(text.status, 400, 'neither JSON nor multipart');
      assert.equal((await docRow()).approvalStatus, 0, 'a refused approval changes nothing');
    });

    it("another company's document answers 404", async () => {
      const res = await send(await reviewedWorkbook((await approvalData()).spreadsheet.sheets), { token: b.token });
      assert.equal(res.status, 404);
      assert.equal((await docRow()).approvalStatus, 0);
    });

    it('approve with the reviewed xlsx: the edits and deletions stored apart as `approved`, the file kept beside the document', async () => {
      const data = await approvalData();
      const sheet = structuredClone(data.spreadsheet.sheets[0]!);
      const desc = col(sheet, 'Description');
      const qty = col(sheet, 'Quantity');
      const amount = col(sheet, 'Amount');
      const last = sheet.rows.length - 1;
      // the reference corrected (a header field: every row), a description edited, the last row, the
      // Quantity column and the first row's Amount cell deleted
      for (const row of sheet.rows) row.cells[0]!.value = 'REF-CORRECTED-1';
      sheet.rows[0]!.cells[desc]!.value = 'Edited article';
      sheet.rows[last]!.isDelete = true;
      for (const c of sheet.rows[last]!.cells) c.isDelete = true;
      sheet.columns[qty]!.isDelete = true;
      for (const row of sheet.rows) row.cells[qty]!.isDelete = true;
      sheet.rows[0]!.cells[amount]!.isDelete = true;
      const bytes = await reviewedWorkbook([sheet]);

      const res = await send(bytes);
      assert.equal(res.status, 200, res.message);
      assert.equal(
        res.message,
        'Approval confirmed; updated data will be dispatched shortly to the designated destination.',
      );
      assert.deepEqual(res.result, { dtId, approvalStatus: 3 });

      const [stored] = await t.ctx.db.select().from(documentResults).where(eq(documentResults.documentId, dtId));
      const approved = stored!.approved!;
      assert.equal(
        stored!.extracted!.form.find((f) => f.label === 'Reference Number')!.value,
        '993548900',
        'the extracted data is kept',
      );
      assert.equal(approved.form.find((f) => f.label === 'Reference Number')!.value, 'REF-CORRECTED-1');
      const amountField = approved.form.find((f) => f.label === 'Amount')!;
      assert.equal(amountField.isDelete, false, 'one deleted cell of a header field leaves the field');
      assert.equal(
        amountField.value,
        stored!.extracted!.form.find((f) => f.label === 'Amount')!.value,
        'its value from the first kept row',
      );
      const table = approved.tables[0]!;
      const description = table.columns.find((c) => c.columnHeader === 'Description')!;
      assert.equal(description.cells[0]!.value, 'Edited article');
      assert.equal(description.cells[last]!.isDelete, true, 'the deleted row');
      assert.equal(table.columns.find((c) => c.columnHeader === 'Quantity')!.isDelete, true, 'the deleted column');
      assert.equal(description.isDelete, false);
      assert.equal(stored!.approvedBy, a.userId);

      const doc = await docRow();
      // the answer said 3; delivery (run by the app's workers) may already be sending it or have sent it
      assert.ok([1, 3].includes(doc.approvalStatus ?? -1), `approvalStatus ${doc.approvalStatus}`);
      assert.ok(['ready', 'delivering', 'delivered'].includes(doc.status), `status ${doc.status}`);
      assert.equal(doc.uniqueReference, 'REF-CORRECTED-1', 'the corrected unique key renames the document');
      const kept = await storageFor(t.ctx).get(doc.companyId, approvedWorkbookKey(dtId, doc.attempt));
      assert.ok(kept && Buffer.compare(kept, bytes) === 0, 'the reviewed xlsx is kept for delivery');

      const after = await approvalData();
      assert.equal(after.docRef, 'REF-CORRECTED-1');
      const again = after.spreadsheet.sheets[0]!;
      assert.equal(again.rows[last]!.isDelete, true, 'GetDataForApproval answers the approved sheet with its markers');
      assert.equal(again.columns[qty]!.isDelete, true);
      assert.equal(again.rows[0]!.cells[desc]!.value, 'Edited article');
    });

    it('approving twice is refused: the document is no longer waiting for approval, the kept file unchanged', async () => {
      const doc = await docRow();
      const before = await storageFor(t.ctx).get(doc.companyId, approvedWorkbookKey(dtId, doc.attempt));
      const again = await send(await reviewedWorkbook((await approvalData()).spreadsheet.sheets));
      assert.equal(again.status, 409);
      assert.equal(again.message, 'This document is not waiting for approval.');
      const after = await storageFor(t.ctx).get(doc.companyId, approvedWorkbookKey(dtId, doc.attempt));
      assert.ok(before && after && Buffer.compare(before, after) === 0);
    });
  },
);
