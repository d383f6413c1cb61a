import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { extractDocument } from '../pipeline/extract-document.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const rechnung = path.resolve(repoRoot, '../shared/corpora/einvoices/XML-Rechnung');
const skip = existsSync(rechnung) ? false : `e-invoice corpus not found at ${rechnung}`;
const lineTexts = (r: Awaited<ReturnType<typeof extractDocument>>) =>
  r.document?.pages.flatMap((p) => p.lines.map((l) => l.text)) ?? [];

test('a bare UBL and a bare CII e-invoice are extracted from their drawing, typed xml', { skip }, async () => {
  for (const file of ['UBL/EN16931_Einfach.ubl.xml', 'CII/EN16931_Einfach.cii.xml']) {
    const r = await extractDocument(readFileSync(path.join(rechnung, file)), { fileName: path.basename(file) });
    assert.equal(r.status, 'success', JSON.stringify(r.errors));
    assert.equal(r.document?.type, 'xml');
    const lines = lineTexts(r);
    assert.ok(lines.includes('Invoice number: 471102'), lines.join('\n'));
    const pairs = r.document!.keyValues.map((k) => `${k.key} = ${k.value}`);
    assert.ok(pairs.includes('Amount due = 529.87 EUR'), pairs.join('\n'));
    // the line table is found as a table with the drawn header
    assert.ok(r.document!.tables.some((t) => t.columns.some((c) => c.header === 'Description')));
  }
});

test('an XML e-invoice whose totals do not add up fails with the rule in words', { skip }, async () => {
  const xml = readFileSync(path.join(rechnung, 'CII/EN16931_Einfach.cii.xml'), 'utf8');
  const broken = xml.replace(/<ram:TaxBasisTotalAmount>([^<]+)</, '<ram:TaxBasisTotalAmount>1.00<');
  assert.notEqual(broken, xml);
  const r = await extractDocument(new TextEncoder().encode(broken));
  assert.equal(r.status, 'failed');
  assert.equal(r.errors[0]?.code, 'invalid_einvoice');
  assert.match(r.errors[0]!.message, /^The e-invoice is not valid: .*\(BR-CO-\d+\)/);
});

test('other XML is not a document', async () => {
  const r = await extractDocument(new TextEncoder().encode('<?xml version="1.0"?><Order/>'));
  assert.equal(r.status, 'failed');
  assert.equal(r.errors[0]?.code, 'unsupported_type');
});
