import assert from 'node:assert/strict';
import { test } from 'node:test';
import { detectDocumentKind } from './detect-document-kind.ts';

const HEAD = ['Lieferant GmbH', 'Lieferantenstraße 20', '80333 München'];
const BODY = [
  'Pos Beschreibung Menge Preis',
  '1 Trennblätter A4 20 Stk 198,00',
  'Summe 529,87',
  'Zahlbar innerhalb 14 Tagen',
];

test('credit-note titles near the top, in the common languages, make a credit note', () => {
  const titles: [string, string][] = [
    ['Credit Note', 'Credit Note'],
    ['CREDIT NOTE No. CN-1002', 'CREDIT NOTE'],
    ['Credit Memo #4711', 'Credit Memo'],
    ['Tax Credit Note', 'Credit Note'],
    ['Adjustment Note 12', 'Adjustment Note'],
    ['Gutschrift Nr. 4711 vom 05.03.2018', 'Gutschrift'],
    ['GUTSCHRIFT', 'GUTSCHRIFT'],
    ['Rechnungskorrektur (384) Nr. RK21012345', 'Rechnungskorrektur'],
    ['Stornorechnung 4711', 'Stornorechnung'],
    ['Avoir AV-2017-0005', 'Avoir'],
    ['Avoir n° 12', 'Avoir'],
    ["Facture d'avoir 2018-12", "Facture d'avoir"],
    ['Note de crédit 77', 'Note de crédit'],
    ['Creditnota 2021-004', 'Creditnota'],
    ['Creditfactuur 88', 'Creditfactuur'],
    ['Nota di credito n. 5', 'Nota di credito'],
    ['Nota de crédito 0001', 'Nota de crédito'],
    ['Factura de abono A-3', 'Factura de abono'],
    ['Faktura korygująca FK/1/2021', 'Faktura korygująca'],
    ['Korekta faktury nr 5', 'Korekta faktury'],
    ['Kreditnota 1234', 'Kreditnota'],
    ['Kreditfaktura 55', 'Kreditfaktura'],
    ['Hyvityslasku 9', 'Hyvityslasku'],
  ];
  for (const [line, words] of titles) {
    assert.deepEqual(
      detectDocumentKind([...HEAD, line, ...BODY]),
      { kind: 'credit_note', evidence: `title "${words}"` },
      line,
    );
  }
});

test('texts given word by word find a title of several words', () => {
  assert.deepEqual(detectDocumentKind(['ACME', 'Ltd', 'Credit', 'Note', 'No.', '1002', 'Total', '12.00']), {
    kind: 'credit_note',
    evidence: 'title "Credit Note"',
  });
  assert.equal(detectDocumentKind(['Nota', 'di', 'credito', 'n.', '5']).kind, 'credit_note');
});

test('credit words that are no title leave an invoice', () => {
  const lines = [
    'Payment by credit card',
    'Kreditkarte: **** 1234',
    'Store credit applied',
    'Ihre Gutschrift vom 01.03.2018 wurde verrechnet',
    'Credit',
    'Abono mensual',
    'Avoir un compte client',
    'Der Betrag wird ihrem Kundenkonto gutgeschrieben',
    'Gutschriften werden mit der nächsten Rechnung verrechnet',
  ];
  for (const line of lines)
    assert.deepEqual(
      detectDocumentKind([...HEAD, 'Rechnung Nr. 4711', line, ...BODY]),
      { kind: 'invoice', evidence: null },
      line,
    );
});

test('a title far below the top is no title', () => {
  const filler = Array.from({ length: 60 }, (_, i) => `Position ${i + 1} Artikel 9,90`);
  assert.equal(detectDocumentKind(['Rechnung 4711', ...filler, 'Gutschrift']).kind, 'invoice');
  assert.equal(
    detectDocumentKind(['Firma', ...filler.slice(0, 10), 'Gutschrift', ...filler]).kind,
    'credit_note',
    'within the first third',
  );
});

test('a German "Gutschrift" marked as a self-billed invoice stays an invoice', () => {
  const r = detectDocumentKind([
    ...HEAD,
    'Gutschrift (Selbst ausgestellte Rechnung) (389) Nr. 471102 vom 05.03.2018',
    ...BODY,
  ]);
  assert.equal(r.kind, 'invoice');
  assert.match(r.evidence ?? '', /self-billed/);
  assert.equal(
    detectDocumentKind(['Credit Note (self-billing) 12']).kind,
    'credit_note',
    'only the German word has both meanings',
  );
});

test('the e-invoice type code decides when the XML is in the text', () => {
  const cii = (code: string) => [
    '<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID>',
    '</ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>',
    '<rsm:ExchangedDocument><ram:ID>471102</ram:ID>',
    `<ram:TypeCode>${code}</ram:TypeCode>`,
    '</rsm:ExchangedDocument>',
    '<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode>',
  ];
  assert.deepEqual(detectDocumentKind(cii('381')), { kind: 'credit_note', evidence: 'type code 381' });
  assert.deepEqual(detectDocumentKind(cii('261')), { kind: 'credit_note', evidence: 'type code 261' });
  assert.deepEqual(detectDocumentKind(cii('380')), { kind: 'invoice', evidence: 'type code 380' });
  assert.deepEqual(detectDocumentKind(cii('389')), { kind: 'invoice', evidence: 'type code 389' });
  assert.deepEqual(
    detectDocumentKind(cii('384'), { totals: [-8.79] }),
    { kind: 'credit_note', evidence: 'negative total' },
    'a corrected invoice goes by its totals',
  );
  assert.deepEqual(detectDocumentKind(cii('384'), { totals: [8.79] }), { kind: 'invoice', evidence: null });
  assert.deepEqual(
    detectDocumentKind(['<rsm:HeaderExchangedDocument>', '<ram:TypeCode>381</ram:TypeCode>']),
    { kind: 'credit_note', evidence: 'type code 381' },
    'ZUGFeRD 1.0',
  );
  assert.deepEqual(
    detectDocumentKind(['<Invoice>', '<cbc:InvoiceTypeCode listID="UNCL1001">381</cbc:InvoiceTypeCode>']),
    { kind: 'credit_note', evidence: 'type code 381' },
  );
  assert.deepEqual(detectDocumentKind(['<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>', 'Gutschrift']), {
    kind: 'invoice',
    evidence: 'type code 380',
  });
  assert.deepEqual(
    detectDocumentKind([
      '<?xml version="1.0"?>',
      '<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2">',
    ]),
    { kind: 'credit_note', evidence: 'UBL CreditNote' },
  );
  assert.equal(
    detectDocumentKind(['<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>381</ram:TypeCode>']).kind,
    'invoice',
    'a TypeCode outside the document header is no document type',
  );
});

test('totals that are all negative make a credit note; a mixed or positive set does not', () => {
  assert.deepEqual(detectDocumentKind([...HEAD, 'Rechnung 4711', ...BODY], { totals: [-8.79, -7.39] }), {
    kind: 'credit_note',
    evidence: 'negative total',
  });
  assert.equal(
    detectDocumentKind(['Rechnung'], { totals: [529.87, -29.87] }).kind,
    'invoice',
    'a negative amount due after a prepayment',
  );
  assert.equal(detectDocumentKind(['Rechnung'], { totals: [0, -0] }).kind, 'invoice');
  assert.equal(detectDocumentKind(['Rechnung'], { totals: [] }).kind, 'invoice');
  assert.equal(detectDocumentKind([]).kind, 'invoice');
});
