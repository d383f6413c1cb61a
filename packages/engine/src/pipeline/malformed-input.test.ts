import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { encryptedPdf, makePdf } from '../testing/make-pdf.ts';
import { extractDocument } from './extract-document.ts';

/** Every malformed input gives its typed error, never a crash or a hang. */
const expectCode = async (bytes: Uint8Array, code: string) => {
  const r = await extractDocument(bytes, { timeoutMs: 10_000 });
  assert.equal(r.status, 'failed');
  assert.equal(r.document, null);
  assert.equal(r.errors[0]?.code, code, JSON.stringify(r.errors));
};

test('random bytes are an unsupported type', () => expectCode(new Uint8Array(randomBytes(4096)), 'unsupported_type'));

test('an empty file is empty', () => expectCode(new Uint8Array(), 'empty'));

test('an HTML page renamed .pdf is an unsupported type', () =>
  expectCode(new TextEncoder().encode('<!DOCTYPE html><html><body>404 Not Found</body></html>'), 'unsupported_type'));

test('an encrypted PDF is encrypted', () => expectCode(encryptedPdf(), 'encrypted'));

test('a truncated PDF is corrupt', async () => {
  const full = await makePdf([{ texts: [{ x: 50, y: 50, text: 'Hello world' }] }]);
  await expectCode(full.subarray(0, 20), 'corrupt');
});

test('a PDF header followed by garbage is corrupt', () => {
  const junk = new Uint8Array([...new TextEncoder().encode('%PDF-1.4\n'), ...randomBytes(2000)]);
  return expectCode(junk, 'corrupt');
});

test('a document over the page limit is too_many_pages', async () => {
  const pdf = await makePdf([
    { texts: [{ x: 50, y: 50, text: 'one page of text here' }] },
    { texts: [{ x: 50, y: 50, text: 'two pages of text here' }] },
  ]);
  await assert.doesNotReject(async () => {
    const r = await extractDocument(pdf, { maxPages: 1 });
    assert.equal(r.errors[0]?.code, 'too_many_pages');
  });
});

test('a document that runs past its time bound ends with a timeout error', async () => {
  const pdf = await makePdf([{ texts: [{ x: 50, y: 50, text: 'some text on the page' }] }]);
  const r = await extractDocument(pdf, { timeoutMs: 0 });
  assert.equal(r.status, 'failed');
  assert.equal(r.errors[0]?.code, 'timeout');
});

test('a page without text and no OCR is reported per page, and the run is never success', async () => {
  // page 2 paints a filled box and no text: something OCR might read (a blank page is not: load/blank-page-ocr.test.ts)
  const pdf = await makePdf([
    { texts: [{ x: 50, y: 50, text: 'A page with enough text to keep' }] },
    { rects: [{ x: 100, y: 100, w: 300, h: 40 }] },
  ]);
  const r = await extractDocument(pdf, { ocr: false });
  assert.equal(r.status, 'partial');
  assert.equal(r.document?.pages.length, 1);
  assert.deepEqual(
    r.errors.map((e) => [e.page, e.code]),
    [[2, 'ocr_unavailable']],
  );
});
