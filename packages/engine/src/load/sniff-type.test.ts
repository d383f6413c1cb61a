import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EngineError } from '../errors/engine-error.ts';
import { sniffType } from './sniff-type.ts';

const bytes = (...b: number[]) => new Uint8Array(b);

test('the type comes from the magic bytes: PDF, JPEG, PNG and TIFF', () => {
  assert.equal(sniffType(new TextEncoder().encode('%PDF-1.7\n...')), 'pdf');
  assert.equal(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0)), 'jpeg');
  assert.equal(sniffType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)), 'png');
  assert.equal(sniffType(bytes(0x49, 0x49, 0x2a, 0x00)), 'tiff');
  assert.equal(sniffType(bytes(0x4d, 0x4d, 0x00, 0x2a)), 'tiff');
});

test('a PDF header after leading junk is still a PDF', () => {
  assert.equal(sniffType(new TextEncoder().encode('\r\n\r\ngarbage%PDF-1.4')), 'pdf');
});

test('an empty file is "empty" and an HTML page is "unsupported_type"', () => {
  assert.throws(
    () => sniffType(new Uint8Array()),
    (e: unknown) => e instanceof EngineError && e.code === 'empty',
  );
  assert.throws(
    () => sniffType(new TextEncoder().encode('<!DOCTYPE html><html>')),
    (e: unknown) => e instanceof EngineError && e.code === 'unsupported_type',
  );
});

test('an XML e-invoice (CII, ZUGFeRD 1.0, UBL invoice or credit note) is "xml"; other XML is not a document', () => {
  const xml = (s: string) => new TextEncoder().encode(s);
  assert.equal(sniffType(xml('<?xml version="1.0"?>\n<!-- x -->\n<rsm:CrossIndustryInvoice xmlns:rsm="u">')), 'xml');
  assert.equal(sniffType(xml('\uFEFF<rsm:CrossIndustryDocument xmlns:rsm="u">')), 'xml');
  assert.equal(sniffType(xml('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">')), 'xml');
  assert.equal(sniffType(xml('<?xml version="1.0"?><ubl:CreditNote xmlns:ubl="u"/>')), 'xml');
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<Invoice xmlns="u">', 'utf16le')]);
  assert.equal(sniffType(new Uint8Array(utf16)), 'xml');
  for (const other of [
    '<?xml version="1.0"?><Order xmlns="u"/>',
    '<html><body>Invoice</body></html>',
    '<InvoiceList/>',
  ])
    assert.throws(
      () => sniffType(xml(other)),
      (e: unknown) => e instanceof EngineError && e.code === 'unsupported_type',
    );
});
