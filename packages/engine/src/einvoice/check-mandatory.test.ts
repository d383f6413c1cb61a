import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkMandatory } from './check-mandatory.ts';
import type { EInvoice, EInvoiceReadResult } from './einvoice.types.ts';
import { readEInvoiceXml } from './read-einvoice-xml.ts';
import { edit, SAMPLE_CII, utf8 } from './test-support/sample-invoices.ts';

const read = (xml: string): EInvoiceReadResult =>
  readEInvoiceXml(utf8(xml), { container: 'xml', claimed: false }).result;
const failures = (r: EInvoiceReadResult) => (r.status === 'invalid' ? r.failures : []);

const CASES: { rule: string; remove: string; says: RegExp }[] = [
  { rule: 'BR-02', remove: '<ram:ID>INV-1</ram:ID>', says: /no invoice number \(BT-1\)/ },
  {
    rule: 'BR-03',
    remove: '<ram:IssueDateTime><udt:DateTimeString format="102">20240131</udt:DateTimeString></ram:IssueDateTime>',
    says: /no issue date/,
  },
  { rule: 'BR-04', remove: '<ram:TypeCode>380</ram:TypeCode>', says: /no invoice type code/ },
  { rule: 'BR-05', remove: '<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>', says: /no invoice currency code/ },
  { rule: 'BR-06', remove: '<ram:Name>Seller GmbH</ram:Name>', says: /no seller's name/ },
  { rule: 'BR-07', remove: '<ram:Name>Buyer AG</ram:Name>', says: /no buyer's name/ },
  {
    rule: 'BR-13',
    remove: '<ram:TaxBasisTotalAmount>195.00</ram:TaxBasisTotalAmount>',
    says: /no total amount without VAT/,
  },
  { rule: 'BR-15', remove: '<ram:DuePayableAmount>200.00</ram:DuePayableAmount>', says: /no amount due for payment/ },
  {
    rule: 'BR-22',
    remove: '<ram:BilledQuantity unitCode="HUR">1</ram:BilledQuantity>',
    says: /line 2 has no quantity/,
  },
];

for (const { rule, remove, says } of CASES) {
  test(`${rule}: a missing mandatory field is refused by name`, () => {
    const found = failures(read(edit(SAMPLE_CII, [remove, ''])));
    const hit = found.find((f) => f.rule === rule);
    assert.ok(hit, JSON.stringify(found));
    assert.match(hit.message, says);
  });
}

test('BR-12 and BR-14: missing line total and total with VAT', () => {
  const found = failures(
    read(
      edit(
        SAMPLE_CII,
        ['<ram:LineTotalAmount>200.00</ram:LineTotalAmount>', ''],
        ['<ram:GrandTotalAmount>232.05</ram:GrandTotalAmount>', ''],
      ),
    ),
  ).map((f) => f.rule);
  assert.deepEqual(
    found.filter((r) => r === 'BR-12' || r === 'BR-14'),
    ['BR-12', 'BR-14'],
  );
});

const parsed = (() => {
  const r = read(SAMPLE_CII);
  assert.equal(r.status, 'ok');
  return (r as Extract<EInvoiceReadResult, { status: 'ok' }>).invoice;
})();
const noLines: EInvoice = { ...parsed, lines: [] };

test('BR-16: profiles with lines need one; MINIMUM and BASIC WL do not', () => {
  assert.deepEqual(
    checkMandatory(noLines, 'EN 16931 (COMFORT)', 'CII').failures.map((f) => f.rule),
    ['BR-16'],
  );
  assert.deepEqual(checkMandatory(noLines, 'BASIC WL', 'CII').failures, []);
  assert.deepEqual(
    checkMandatory({ ...noLines, totals: { ...noLines.totals, lineTotal: undefined } }, 'MINIMUM', 'CII').failures,
    [],
  );
});

test('BR-24: a line without its amount is refused', () => {
  const lines = [{ ...parsed.lines[0]!, netAmount: undefined }];
  assert.deepEqual(
    checkMandatory({ ...parsed, lines }, 'BASIC', 'CII').failures.map((f) => f.rule),
    ['BR-24'],
  );
});

test('ZUGFeRD 1.0 may leave the currency empty: a warning, not a refusal', () => {
  const out = checkMandatory({ ...parsed, currency: undefined }, 'EXTENDED', 'ZUGFeRD-1');
  assert.deepEqual(out.failures, []);
  assert.deepEqual(
    out.warnings.map((w) => w.rule),
    ['BR-05'],
  );
});
