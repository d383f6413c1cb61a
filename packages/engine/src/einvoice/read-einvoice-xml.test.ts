import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { EInvoiceReadResult } from './einvoice.types.ts';
import { MAX_XML_BYTES, readEInvoiceXml, type XmlOrigin } from './read-einvoice-xml.ts';
import { edit, SAMPLE_CII, SAMPLE_MINIMUM, SAMPLE_UBL_CREDIT_NOTE, utf8 } from './test-support/sample-invoices.ts';

const BARE: XmlOrigin = { container: 'xml', claimed: false };
const ATTACHED: XmlOrigin = { container: 'pdf', attachmentName: 'factur-x.xml', claimed: true };
const read = (xml: string | Uint8Array, origin = BARE): EInvoiceReadResult =>
  readEInvoiceXml(typeof xml === 'string' ? utf8(xml) : xml, origin).result;
function failure(r: EInvoiceReadResult, rule: string): string {
  assert.equal(r.status, 'invalid', JSON.stringify(r));
  const hit = r.status === 'invalid' ? r.failures.find((f) => f.rule === rule) : undefined;
  assert.ok(hit, `no ${rule} in ${JSON.stringify(r)}`);
  return hit.message;
}

test('a CII invoice is read into the model, with exact amounts and ISO dates', () => {
  const r = read(SAMPLE_CII);
  assert.equal(r.status, 'ok');
  if (r.status !== 'ok') return;
  const { invoice, source } = r;
  assert.deepEqual(source, {
    container: 'xml',
    syntax: 'CII',
    specificationId: 'urn:cen.eu:en16931:2017',
    profile: 'EN 16931 (COMFORT)',
  });
  assert.equal(invoice.number, 'INV-1');
  assert.equal(invoice.issueDate, '2024-01-31');
  assert.equal(invoice.dueDate, '2024-03-01');
  assert.equal(invoice.seller.vatId, 'DE123456789');
  assert.equal(invoice.seller.taxRegistrationId, '12/345/67890');
  assert.deepEqual(invoice.seller.address, {
    lines: ['Hauptstr. 1'],
    city: 'Berlin',
    postCode: '10115',
    countryCode: 'DE',
  });
  assert.equal(invoice.iban, 'DE02120300000000202051');
  assert.equal(invoice.bic, 'BYLADEM1001');
  assert.equal(invoice.paymentMeansCode, '58');
  assert.equal(invoice.orderReference, 'PO-7');
  assert.deepEqual(invoice.totals.withVat, { text: '232.05', value: 232.05 });
  assert.deepEqual(invoice.vatBreakdown[0]?.taxAmount, { text: '37.05', value: 37.05 });
  assert.deepEqual(
    invoice.allowancesCharges.map((a) => [a.isCharge, a.amount?.text, a.reason]),
    [
      [false, '10.00', 'Loyalty'],
      [true, '5.00', 'Freight'],
    ],
  );
  assert.deepEqual(
    invoice.lines.map((l) => [
      l.id,
      l.name,
      l.quantity?.text,
      l.unitCode,
      l.netPrice?.text,
      l.netAmount?.text,
      l.vatRate?.text,
    ]),
    [
      ['1', 'Widget', '2', 'C62', '50.00', '100.00', '19'],
      ['2', 'Service', '1', 'HUR', '100.00', '100.00', '19'],
    ],
  );
});

test('elements are matched by namespace URI, whatever the prefix', () => {
  const renamed = SAMPLE_CII.replaceAll('ram:', 'x:').replace('xmlns:ram=', 'xmlns:x=');
  const r = read(renamed);
  assert.equal(r.status, 'ok');
  assert.equal(r.status === 'ok' && r.invoice.seller.name, 'Seller GmbH');
});

test('a UBL credit note is read: credited quantities, due date on the payment means, BT-21 prefix dropped', () => {
  const r = read(SAMPLE_UBL_CREDIT_NOTE);
  assert.equal(r.status, 'ok', JSON.stringify(r));
  if (r.status !== 'ok') return;
  assert.equal(r.source.syntax, 'UBL');
  assert.equal(r.source.profile, 'PEPPOL BIS 3');
  assert.equal(r.invoice.typeCode, '381');
  assert.equal(r.invoice.dueDate, '2024-03-15');
  assert.equal(r.invoice.precedingInvoice, 'INV-1');
  assert.deepEqual(r.invoice.notes, ['Returned goods']);
  assert.deepEqual(r.invoice.lines[0]?.quantity, { text: '3', value: 3 });
  assert.equal(r.invoice.lines[0]?.unitCode, 'EA');
  assert.equal(r.invoice.seller.electronicAddress?.scheme, '0151');
});

test('malformed XML is refused with its line and column', () => {
  const broken = SAMPLE_CII.replace('<ram:ID>INV-1</ram:ID>', '<ram:ID>INV-1</ram:Id>');
  assert.match(
    failure(read(broken), 'EINV-XML'),
    /^the e-invoice XML cannot be read: Opening and ending tag mismatch: "ram:ID" != "ram:Id" \(line 9, column 13\)$/,
  );
});

test('broken XML that names no e-invoice namespace is not an e-invoice at all, unless the PDF claims it is', () => {
  assert.equal(read('<a><b></a>').status, 'none');
  failure(read('<a><b></a>', ATTACHED), 'EINV-XML');
});

test('an encoding the XML declaration names wrongly, or bytes that are not that encoding, are refused', () => {
  const badName = SAMPLE_CII.replace('encoding="UTF-8"', 'encoding="UTF-8-W/O-BOM"');
  assert.match(failure(read(badName), 'EINV-ENCODING'), /"UTF-8-W\/O-BOM", which is not a valid encoding name/);
  const bytes = utf8(SAMPLE_CII.replace('Thank you', 'Thank you X'));
  bytes[bytes.indexOf(0x58)] = 0xff;
  assert.match(failure(read(bytes), 'EINV-ENCODING'), /not valid UTF-8/);
});

test('a DOCTYPE is refused (no e-invoice has one; it is how entity bombs come)', () => {
  const withDoctype = SAMPLE_CII.replace(
    '<rsm:CrossIndustryInvoice',
    '<!DOCTYPE x [<!ENTITY a "aaaa">]>\n<rsm:CrossIndustryInvoice',
  );
  assert.match(failure(read(withDoctype), 'EINV-XML'), /DOCTYPE/);
});

test('other XML is not an e-invoice; a CII root in a wrong namespace is refused', () => {
  assert.equal(read('<?xml version="1.0"?><order xmlns="urn:example"><id>1</id></order>').status, 'none');
  failure(read('<order xmlns="urn:example"/>', ATTACHED), 'EINV-ROOT');
  const wrongNs = SAMPLE_CII.replace(
    'xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"',
    'xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:99"',
  );
  assert.match(failure(read(wrongNs), 'EINV-ROOT'), /CrossIndustryInvoice> in namespace .*:99 is not/);
});

test('an unknown or missing profile is refused; a near-miss identifier is not guessed at', () => {
  const draft = edit(SAMPLE_CII, [
    'urn:cen.eu:en16931:2017<',
    'urn:cen.eu:en16931:2017:compliant:factur-x.eu:1p0:basic<',
  ]);
  assert.match(
    failure(read(draft), 'EINV-PROFILE'),
    /"urn:cen\.eu:en16931:2017:compliant:factur-x\.eu:1p0:basic" is not one/,
  );
  const none = edit(SAMPLE_CII, ['<ram:ID>urn:cen.eu:en16931:2017</ram:ID>', '']);
  assert.match(failure(read(none), 'EINV-PROFILE'), /states no specification identifier/);
});

test('profiles are recognised by their published identifiers', () => {
  const profile = (id: string) => {
    const r = read(edit(SAMPLE_CII, ['urn:cen.eu:en16931:2017<', `${id}<`]));
    return r.status === 'ok' ? r.source.profile : r.status;
  };
  assert.equal(profile('urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic'), 'BASIC');
  assert.equal(profile('urn:cen.eu:en16931:2017#compliant#urn:zugferd.de:2p0:basic'), 'BASIC');
  assert.equal(profile('urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended'), 'EXTENDED');
  assert.equal(profile('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'), 'XRECHNUNG');
  assert.equal(profile('urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_2.3'), 'XRECHNUNG');
  assert.equal(
    profile('urn:cen.eu:en16931:2017#conformant#urn:fdc:peppol.eu:2017:poacc:billing:international:aunz:3.0'),
    'PEPPOL BIS 3',
  );
  const cius = read(
    edit(SAMPLE_CII, ['urn:cen.eu:en16931:2017<', 'urn:cen.eu:en16931:2017#compliant#urn:example.org:cius<']),
  );
  assert.equal(cius.status === 'ok' && cius.warnings[0]?.rule, 'EINV-PROFILE');
});

test('an element outside the syntax namespaces is refused with where it is', () => {
  const stray = edit(SAMPLE_CII, [
    '<ram:BuyerReference>LEITWEG-1</ram:BuyerReference>',
    '<BuyerReference>LEITWEG-1</BuyerReference>',
  ]);
  assert.match(failure(read(stray), 'EINV-NAMESPACE'), /"BuyerReference" \(line \d+, column \d+\) is in no namespace/);
});

test('CII-DT-031: amounts other than the VAT total may not carry a currencyID in an EN 16931 invoice', () => {
  const xml = edit(SAMPLE_CII, ['<ram:GrandTotalAmount>', '<ram:GrandTotalAmount currencyID="EUR">']);
  assert.match(
    failure(read(xml), 'CII-DT-031'),
    /1 amount other than the VAT total carry a currencyID attribute, e\.g\. GrandTotalAmount/,
  );
  const extended = edit(xml, [
    'urn:cen.eu:en16931:2017<',
    'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended<',
  ]);
  assert.equal(read(extended).status, 'ok');
});

test('EINV-PROFILE-SCOPE: lines in a BASIC WL invoice, or data a MINIMUM invoice has no place for, are refused', () => {
  const basicWl = edit(SAMPLE_CII, ['urn:cen.eu:en16931:2017<', 'urn:factur-x.eu:1p0:basicwl<']);
  assert.match(
    failure(read(basicWl), 'EINV-PROFILE-SCOPE'),
    /BASIC WL profile has no invoice lines, yet the file carries 2/,
  );
  // a MINIMUM invoice's amount due may differ from its total without a paid amount: the profile has none
  const minimum = read(SAMPLE_MINIMUM);
  assert.equal(minimum.status, 'ok', JSON.stringify(minimum));
  const withPreceding = edit(SAMPLE_MINIMUM, [
    '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
    '</ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:InvoiceReferencedDocument><ram:IssuerAssignedID>X</ram:IssuerAssignedID></ram:InvoiceReferencedDocument>',
  ]);
  assert.match(
    failure(read(withPreceding), 'EINV-PROFILE-SCOPE'),
    /^the MINIMUM profile has no place for the preceding invoice reference \(BG-3\) \(line 30, column \d+\);/,
  );
  const withLineTotal = edit(SAMPLE_MINIMUM, [
    '<ram:TaxBasisTotalAmount>',
    '<ram:LineTotalAmount>100.00</ram:LineTotalAmount><ram:TaxBasisTotalAmount>',
  ]);
  assert.match(failure(read(withLineTotal), 'EINV-PROFILE-SCOPE'), /no place for the sum of line amounts \(BT-106\)/);
});

test('an unreadable amount or date is refused, never left out', () => {
  assert.match(
    failure(read(edit(SAMPLE_CII, ['<ram:GrandTotalAmount>232.05', '<ram:GrandTotalAmount>232,05'])), 'EINV-NUMBER'),
    /total with VAT \(BT-112\) "232,05" \(line \d+, column \d+\) is not a decimal number/,
  );
  assert.match(
    failure(read(edit(SAMPLE_CII, ['20240131', '20240231'])), 'EINV-DATE'),
    /issue date \(BT-2\) "20240231" in format 102 .* is not a calendar date/,
  );
});

test('line amounts that are not quantity × price are a warning, not a refusal', () => {
  const r = read(
    edit(SAMPLE_CII, ['<ram:ChargeAmount>50.00</ram:ChargeAmount>', '<ram:ChargeAmount>40.00</ram:ChargeAmount>']),
  );
  assert.equal(r.status, 'ok');
  assert.deepEqual(r.status === 'ok' && r.warnings, [
    { rule: 'EINV-LINE-CALC', message: 'line 1: 2 × 40.00 makes 80.00, but the line amount is 100.00' },
  ]);
});

test('XML larger than an e-invoice can be is not parsed', () => {
  const huge = new Uint8Array(MAX_XML_BYTES + 1).fill(0x20);
  assert.match(failure(read(huge, ATTACHED), 'EINV-SIZE'), /more than the 64 MB/);
  assert.equal(read(huge).status, 'none');
});

test('BR-DEC: an amount with more than two decimals is refused', () => {
  const xml = edit(SAMPLE_CII, [
    '<ram:LineTotalAmount>200.00</ram:LineTotalAmount>',
    '<ram:LineTotalAmount>200.000</ram:LineTotalAmount>',
  ]);
  assert.match(
    failure(read(xml), 'BR-DEC-09'),
    /the sum of line amounts \(BT-106\) "200\.000" has 3 decimals; amounts have at most 2/,
  );
});
