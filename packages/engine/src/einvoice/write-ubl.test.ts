import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { EInvoice } from './einvoice.types.ts';
import { SAMPLE_CII, SAMPLE_UBL_CREDIT_NOTE, edit } from './test-support/sample-invoices.ts';
import { schemaSequenceErrors } from './test-support/check-schema-sequence.ts';
import {
  asWritten,
  readWritten,
  roundTripCorpus,
  skipWithoutCorpus,
  UBL_RULES,
} from './test-support/write-round-trip.ts';
import { isUblCreditNote, writeUbl } from './write-ubl.ts';

const ublRoot = (invoice: EInvoice) => (isUblCreditNote(invoice.typeCode) ? 'CreditNote' : 'Invoice');

function model(xml: string): EInvoice {
  const r = readWritten(xml);
  assert.equal(r.status, 'ok', JSON.stringify(r));
  return (r as Extract<typeof r, { status: 'ok' }>).invoice;
}

/** Writes UBL, checks it against the schema's sequences, reads it back: the model read back. */
function roundTrip(invoice: EInvoice): { xml: string; back: EInvoice } {
  const xml = writeUbl(invoice);
  assert.deepEqual(schemaSequenceErrors(xml, ublRoot(invoice), UBL_RULES), []);
  return { xml, back: model(xml) };
}

test(
  'every e-invoice of the corpus that reads is written as Peppol BIS 3 UBL and reads back to its model',
  { skip: skipWithoutCorpus },
  async (t) => {
    const counts = await roundTripCorpus('UBL', writeUbl, ublRoot, 'PEPPOL BIS 3');
    t.diagnostic(
      `round-tripped equal: ${JSON.stringify(counts.equal)}; not EN 16931, refused as expected: ${counts.refused}`,
    );
    assert.ok(counts.equal['XML-Rechnung/FX']! >= 26, 'the Factur-X PDFs');
    assert.ok(counts.equal['XML-Rechnung/CII']! >= 27, 'the CII files');
    assert.ok(counts.equal['XML-Rechnung/UBL']! >= 27, 'the UBL files');
  },
);

test('an invoice is a UBL 2.1 Invoice with the Peppol BIS 3 identifiers and exact amounts', () => {
  const invoice = model(SAMPLE_CII);
  const { xml, back } = roundTrip(invoice);
  assert.match(
    xml,
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/,
  );
  assert.match(
    xml,
    /<cbc:CustomizationID>urn:cen\.eu:en16931:2017#compliant#urn:fdc:peppol\.eu:2017:poacc:billing:3\.0<\/cbc:CustomizationID>\n\s*<cbc:ProfileID>urn:fdc:peppol\.eu:2017:poacc:billing:01:1\.0<\/cbc:ProfileID>/,
  );
  assert.match(xml, /<cbc:DueDate>2024-03-01<\/cbc:DueDate>/);
  assert.match(xml, /<cbc:InvoicedQuantity unitCode="C62">2<\/cbc:InvoicedQuantity>/);
  assert.match(xml, /<cbc:PriceAmount currencyID="EUR">50\.00<\/cbc:PriceAmount>/);
  assert.match(xml, /<cbc:TaxAmount currencyID="EUR">37\.05<\/cbc:TaxAmount>/);
  assert.deepEqual(back, invoice);
});

test('a name with & < > " \' is escaped and reads back as it was', () => {
  const invoice = model(SAMPLE_CII);
  invoice.seller.name = `Smith & Sons <Trading> "Ltd" 'Co'`;
  invoice.lines[0]!.name = 'Bolts < 5 mm & nuts > 3 mm';
  const { xml, back } = roundTrip(invoice);
  assert.match(
    xml,
    /<cbc:RegistrationName>Smith &amp; Sons &lt;Trading&gt; &quot;Ltd&quot; &apos;Co&apos;<\/cbc:RegistrationName>/,
  );
  assert.match(xml, /<cbc:Name>Bolts &lt; 5 mm &amp; nuts &gt; 3 mm<\/cbc:Name>/);
  assert.deepEqual(back, invoice);
});

test('a credit note is a UBL CreditNote with CreditNoteTypeCode, CreditedQuantity and the due date on the payment means', () => {
  const invoice = model(SAMPLE_UBL_CREDIT_NOTE);
  const { xml, back } = roundTrip(invoice);
  assert.match(xml, /\n<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/);
  assert.match(xml, /<cbc:CreditNoteTypeCode>381<\/cbc:CreditNoteTypeCode>/);
  assert.match(xml, /<cac:CreditNoteLine>/);
  assert.match(xml, /<cbc:CreditedQuantity unitCode="EA">3<\/cbc:CreditedQuantity>/);
  assert.match(
    xml,
    /<cbc:PaymentMeansCode>30<\/cbc:PaymentMeansCode>\n\s*<cbc:PaymentDueDate>2024-03-15<\/cbc:PaymentDueDate>/,
  );
  assert.doesNotMatch(xml, /InvoiceLine|InvoicedQuantity|<cbc:DueDate>|InvoiceTypeCode/);
  assert.deepEqual(back, invoice);
});

test('a CII credit note (type 381) becomes a UBL CreditNote', () => {
  const invoice = model(edit(SAMPLE_CII, ['<ram:TypeCode>380</ram:TypeCode>', '<ram:TypeCode>381</ram:TypeCode>']));
  const { xml, back } = roundTrip(invoice);
  assert.match(xml, /<cbc:CreditNoteTypeCode>381<\/cbc:CreditNoteTypeCode>/);
  assert.equal(back.typeCode, '381');
  assert.equal(back.dueDate, '2024-03-01');
  assert.deepEqual(back, invoice);
});

test('a document-level allowance and charge are written with reason, amount and VAT category, and the totals hold', () => {
  const invoice = model(SAMPLE_CII);
  const { xml, back } = roundTrip(invoice);
  const blocks = [...xml.matchAll(/\n {2}<cac:AllowanceCharge>([\s\S]*?)\n {2}<\/cac:AllowanceCharge>/g)].map(
    (m) => m[1]!,
  );
  assert.equal(blocks.length, 2);
  assert.match(
    blocks[0]!,
    /<cbc:ChargeIndicator>false<\/cbc:ChargeIndicator>[\s\S]*<cbc:AllowanceChargeReason>Loyalty<\/cbc:AllowanceChargeReason>[\s\S]*<cbc:Amount currencyID="EUR">10\.00<\/cbc:Amount>[\s\S]*<cbc:ID>S<\/cbc:ID>\s*<cbc:Percent>19<\/cbc:Percent>/,
  );
  assert.match(
    blocks[1]!,
    /<cbc:ChargeIndicator>true<\/cbc:ChargeIndicator>[\s\S]*<cbc:AllowanceChargeReason>Freight<\/cbc:AllowanceChargeReason>[\s\S]*<cbc:Amount currencyID="EUR">5\.00<\/cbc:Amount>/,
  );
  assert.match(
    xml,
    /<cbc:AllowanceTotalAmount currencyID="EUR">10\.00<\/cbc:AllowanceTotalAmount>\n\s*<cbc:ChargeTotalAmount currencyID="EUR">5\.00<\/cbc:ChargeTotalAmount>/,
  );
  assert.deepEqual(back.allowancesCharges, invoice.allowancesCharges);
  assert.deepEqual(back.totals, invoice.totals);
});

test('a gross price is written with its discount, a base quantity in the line unit, a line allowance before the item', () => {
  const invoice = model(SAMPLE_CII);
  const line = invoice.lines[0]!;
  line.grossPrice = { text: '55.5000', value: 55.5 };
  line.priceBaseQuantity = { text: '1', value: 1 };
  line.allowancesCharges = [
    { isCharge: false, amount: { text: '0.00', value: 0 }, reason: 'Promotion', percentage: { text: '0', value: 0 } },
  ];
  const { xml, back } = roundTrip(invoice);
  assert.match(
    xml,
    /<cbc:PriceAmount currencyID="EUR">50\.00<\/cbc:PriceAmount>\n\s*<cbc:BaseQuantity unitCode="C62">1<\/cbc:BaseQuantity>\n\s*<cac:AllowanceCharge>\n\s*<cbc:ChargeIndicator>false<\/cbc:ChargeIndicator>\n\s*<cbc:Amount currencyID="EUR">5\.5000<\/cbc:Amount>\n\s*<cbc:BaseAmount currencyID="EUR">55\.5000<\/cbc:BaseAmount>/,
  );
  assert.deepEqual(back, invoice);
});

test('payment data without a payment means code gets code 1 (instrument not defined), as the schema requires one', () => {
  const invoice = model(SAMPLE_CII);
  delete invoice.paymentMeansCode;
  invoice.paymentReference = 'INV-1 / 4711';
  const { xml, back } = roundTrip(invoice);
  assert.match(
    xml,
    /<cbc:PaymentMeansCode>1<\/cbc:PaymentMeansCode>\n\s*<cbc:PaymentID>INV-1 \/ 4711<\/cbc:PaymentID>/,
  );
  assert.deepEqual(back, asWritten(invoice, 'UBL'));
  assert.equal(back.paymentMeansCode, '1');
});

test('EXTENDED heading and note lines are left out; the invoice lines and totals stay', () => {
  const invoice = model(SAMPLE_CII);
  invoice.lines.push({ id: '3', subtype: 'INFORMATION', name: 'Delivered in two parcels', allowancesCharges: [] });
  invoice.lines[0]!.subtype = 'DETAIL';
  invoice.thirdPartyAmounts = [];
  const { xml, back } = roundTrip(invoice);
  assert.equal(xml.match(/<cac:InvoiceLine>/g)?.length, 2);
  assert.doesNotMatch(xml, /Delivered in two parcels/);
  assert.deepEqual(back, asWritten(invoice, 'UBL'));
  assert.equal(back.lines.length, 2);
});
