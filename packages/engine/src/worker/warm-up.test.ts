import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { tableTexts } from '../testing/find-words.ts';
import { warmUpPdf } from './warm-up.ts';

test("a pool thread's warm-up page goes through every stage: words, a key-value and a ruled table", async () => {
  const r = await extractDocument(warmUpPdf(), { ocr: false });
  assert.equal(r.status, 'success');
  assert.deepEqual(r.document!.keyValues[0] && [r.document!.keyValues[0].key, r.document!.keyValues[0].value], [
    'Invoice No',
    '1001',
  ]);
  assert.deepEqual(tableTexts(r.document!), [
    ['Item', 'Qty', 'Amount'],
    ['Bolts', '10', '5.00'],
    ['Nuts', '20', '2.00'],
  ]);
});
