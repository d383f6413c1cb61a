import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { EInvoice } from './einvoice.types.ts';
import { SAMPLE_CII, SAMPLE_UBL_CREDIT_NOTE } from './test-support/sample-invoices.ts';
import { schemaSequenceErrors } from './test-support/check-schema-sequence.ts';
import {
  asWritten,
  CII_RULES,
  readWritten,
  roundTripCorpus,
  skipWithoutCorpus,
} from './test-support/write-round-trip.ts';
import { writeCii } from './write-cii.ts';

function model(xml: string): EInvoice {
  const r = readWritten(xml);
  assert.equal(r.status, 'ok', JSON.stringify(r));
  return (r as Extract<typeof r, { status: 'ok' }>).invoice;
}

/** Writes CII, checks it against the schema's sequences, reads it back: the model read back. */
function roundTrip(invoice: EInvoice): { xml: string; back: EInvoice } {
  const xml = writeCii(invoice);
  assert.deepEqual(schemaSequenceErrors(xml, 'CrossIndustryInvoice', CII_RULES), []);
  return { xml, back: model(xml) };
}

test(
  'every e-invoice of the corpus that reads is written as EN 16931 CII and reads back to its model',
  { skip: skipWithoutCorpus },
  async (t) => {
    const counts = await roundTripCorpus('CII', writeCii, () => 'CrossIndustryInvoice', 'EN 16931 (COMFORT)');
    t.diagnostic(
      `round-tripped equal: ${JSON.stringify(counts.equal)}; not EN 16931, refused as expected: ${counts.refused}`,
    );
    assert.ok(counts.equal['XML-Rechnung/FX']! >= 26, 'the Factur-X PDFs');
    assert.ok(counts.equal['XML-Rechnung/CII']! >= 27, 'the CII files');
    assert.ok(counts.equal['XML-Rechnung/UBL']! >= 27, 'the UBL files');
  },
);

test('an invoice is a CII D16B CrossIndustryInvoice under the EN 16931 guideline, dates in format 102', () => {
  const invoice = model(SAMPLE_CII);
  const { xml, back } = roundTrip(invoice);
  assert.match(
    xml,
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/,
  );
  assert.match(xml, /<ram:GuidelineSpecifiedDocumentContextParameter>\n\s*<ram:ID>urn:cen\.eu:en16931:2017<\/ram:ID>/);
  assert.match(xml, /<ram:IssueDateTime>\n\s*<udt:DateTimeString format="102">20240131<\/udt:DateTimeString>/);
  assert.match(xml, /<ram:DueDateDateTime>\n\s*<udt:DateTimeString format="102">20240301<\/udt:DateTimeString>/);
  assert.deepEqual(back, invoice);
});

test('only the VAT total carries a currencyID (CII-DT-031); amounts keep their exact text', () => {
  const invoice = model(SAMPLE_CII);
  invoice.lines[0]!.netPrice = { text: '50.0000', value: 50 };
  const { xml, back } = roundTrip(invoice);
  assert.deepEqual(xml.match(/<ram:\w+ currencyID="[A-Z]+">/g), ['<ram:TaxTotalAmount currencyID="EUR">']);
  assert.match(xml, /<ram:ChargeAmount>50\.0000<\/ram:ChargeAmount>/);
  assert.deepEqual(back, invoice);
});

test('a name with & < > " \' is escaped and reads back as it was', () => {
  const invoice = model(SAMPLE_CII);
  invoice.buyer.name = `Smith & Sons <Trading> "Ltd" 'Co'`;
  invoice.notes = ['Line one\nline two & <three>'];
  const { xml, back } = roundTrip(invoice);
  assert.match(xml, /<ram:Name>Smith &amp; Sons &lt;Trading&gt; &quot;Ltd&quot; &apos;Co&apos;<\/ram:Name>/);
  assert.deepEqual(back, invoice);
});

test('a credit note keeps its type code 381 and its amounts as stated', () => {
  const invoice = model(SAMPLE_UBL_CREDIT_NOTE);
  const { xml, back } = roundTrip(invoice);
  assert.match(xml, /<ram:TypeCode>381<\/ram:TypeCode>/);
  assert.match(xml, /<ram:InvoiceReferencedDocument>\n\s*<ram:IssuerAssignedID>INV-1<\/ram:IssuerAssignedID>/);
  assert.match(xml, /<ram:BilledQuantity unitCode="EA">3<\/ram:BilledQuantity>/);
  assert.deepEqual(back, invoice);
});

test('a document-level allowance and charge are written with indicator, reason and VAT category, and the totals hold', () => {
  const invoice = model(SAMPLE_CII);
  const { xml, back } = roundTrip(invoice);
  const blocks = [
    ...xml.matchAll(/<ram:SpecifiedTradeAllowanceCharge>([\s\S]*?)<\/ram:SpecifiedTradeAllowanceCharge>/g),
  ].map((m) => m[1]!);
  assert.equal(blocks.length, 2);
  assert.match(
    blocks[0]!,
    /<udt:Indicator>false<\/udt:Indicator>[\s\S]*<ram:ActualAmount>10\.00<\/ram:ActualAmount>\s*<ram:Reason>Loyalty<\/ram:Reason>\s*<ram:CategoryTradeTax>\s*<ram:TypeCode>VAT<\/ram:TypeCode>\s*<ram:CategoryCode>S<\/ram:CategoryCode>/,
  );
  assert.match(
    blocks[1]!,
    /<udt:Indicator>true<\/udt:Indicator>[\s\S]*<ram:ActualAmount>5\.00<\/ram:ActualAmount>\s*<ram:Reason>Freight<\/ram:Reason>/,
  );
  assert.match(
    xml,
    /<ram:LineTotalAmount>200\.00<\/ram:LineTotalAmount>\n\s*<ram:ChargeTotalAmount>5\.00<\/ram:ChargeTotalAmount>\n\s*<ram:AllowanceTotalAmount>10\.00<\/ram:AllowanceTotalAmount>/,
  );
  assert.deepEqual(back.allowancesCharges, invoice.allowancesCharges);
  assert.deepEqual(back.totals, invoice.totals);
});

test('a gross price is written with its discount; contacts, electronic address and legal id are carried', () => {
  const invoice = model(SAMPLE_CII);
  invoice.lines[0]!.grossPrice = { text: '55.5000', value: 55.5 };
  invoice.seller.contact = { name: 'Ana Ruiz', phone: '+49 30 1234', email: 'ana@seller.example' };
  invoice.seller.electronicAddress = { value: 'invoices@seller.example', scheme: 'EM' };
  invoice.seller.legalRegistrationId = 'HRB 12345';
  invoice.seller.tradingName = 'Seller';
  const { xml, back } = roundTrip(invoice);
  assert.match(
    xml,
    /<ram:GrossPriceProductTradePrice>\n\s*<ram:ChargeAmount>55\.5000<\/ram:ChargeAmount>\n\s*<ram:AppliedTradeAllowanceCharge>\n\s*<ram:ChargeIndicator>\n\s*<udt:Indicator>false<\/udt:Indicator>\n\s*<\/ram:ChargeIndicator>\n\s*<ram:ActualAmount>5\.5000<\/ram:ActualAmount>/,
  );
  assert.match(xml, /<ram:URIID schemeID="EM">invoices@seller\.example<\/ram:URIID>/);
  assert.deepEqual(back, invoice);
});

test('a fourth address line goes into the third, as EN 16931 has three', () => {
  const invoice = model(SAMPLE_CII);
  invoice.buyer.address = { lines: ['Hall 4', 'Gate B', 'Dock 7', 'Level 2'], city: 'Hamburg', countryCode: 'DE' };
  const { xml, back } = roundTrip(invoice);
  assert.match(xml, /<ram:LineThree>Dock 7, Level 2<\/ram:LineThree>/);
  assert.deepEqual(back.buyer.address?.lines, ['Hall 4', 'Gate B', 'Dock 7, Level 2']);
  assert.deepEqual(back, asWritten(invoice, 'CII'));
});
