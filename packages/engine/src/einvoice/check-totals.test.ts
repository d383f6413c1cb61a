import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { EInvoiceReadResult } from './einvoice.types.ts';
import { readEInvoiceXml } from './read-einvoice-xml.ts';
import { edit, SAMPLE_CII, utf8 } from './test-support/sample-invoices.ts';

const read = (xml: string): EInvoiceReadResult =>
  readEInvoiceXml(utf8(xml), { container: 'xml', claimed: false }).result;
const rules = (r: EInvoiceReadResult) => (r.status === 'invalid' ? r.failures.map((f) => f.rule) : []);

test('the sample invoice adds up and is read', () => {
  const r = read(SAMPLE_CII);
  assert.equal(r.status, 'ok', JSON.stringify(r));
});

// each change breaks exactly one of BR-CO-10 … BR-CO-16 (the others still add up)
const CASES: { rule: string; changes: [string, string][]; says: RegExp }[] = [
  {
    rule: 'BR-CO-10',
    changes: [
      ['<ram:LineTotalAmount>200.00</ram:LineTotalAmount>', '<ram:LineTotalAmount>210.00</ram:LineTotalAmount>'],
      ['<ram:AllowanceTotalAmount>10.00', '<ram:AllowanceTotalAmount>20.00'],
      [
        '<ram:ActualAmount>10.00</ram:ActualAmount><ram:Reason>Loyalty',
        '<ram:ActualAmount>20.00</ram:ActualAmount><ram:Reason>Loyalty',
      ],
    ],
    says: /line amounts \(BT-131\) add up to 200\.00, but the invoice states 210\.00/,
  },
  {
    rule: 'BR-CO-11',
    changes: [
      [
        '<ram:ActualAmount>10.00</ram:ActualAmount><ram:Reason>Loyalty',
        '<ram:ActualAmount>11.00</ram:ActualAmount><ram:Reason>Loyalty',
      ],
    ],
    says: /allowances \(BT-92\) add up to 11\.00, but the invoice states 10\.00 \(BT-107\)/,
  },
  {
    rule: 'BR-CO-12',
    changes: [['<ram:ActualAmount>5.00</ram:ActualAmount>', '<ram:ActualAmount>6.00</ram:ActualAmount>']],
    says: /charges \(BT-99\) add up to 6\.00, but the invoice states 5\.00 \(BT-108\)/,
  },
  {
    rule: 'BR-CO-13',
    changes: [
      ['<ram:TaxBasisTotalAmount>195.00', '<ram:TaxBasisTotalAmount>196.00'],
      ['<ram:GrandTotalAmount>232.05', '<ram:GrandTotalAmount>233.05'],
      ['<ram:DuePayableAmount>200.00', '<ram:DuePayableAmount>201.00'],
    ],
    says: /total without VAT \(BT-109\) is 196\.00, but lines 200\.00 − allowances 10\.00 \+ charges 5\.00 make 195\.00/,
  },
  {
    rule: 'BR-CO-14',
    changes: [['<ram:CalculatedAmount>37.05', '<ram:CalculatedAmount>37.00']],
    says: /VAT breakdown \(BT-117\) add up to 37\.00, but the invoice states a VAT total \(BT-110\) of 37\.05/,
  },
  {
    rule: 'BR-CO-15',
    changes: [
      ['<ram:GrandTotalAmount>232.05', '<ram:GrandTotalAmount>232.00'],
      ['<ram:TotalPrepaidAmount>32.05', '<ram:TotalPrepaidAmount>32.00'],
    ],
    says: /total with VAT \(BT-112\) is 232\.00, but the total without VAT 195\.00 \+ VAT 37\.05 make 232\.05/,
  },
  {
    rule: 'BR-CO-16',
    changes: [['<ram:DuePayableAmount>200.00', '<ram:DuePayableAmount>199.00']],
    says: /amount due \(BT-115\) is 199\.00, but the total with VAT 232\.05 − paid 32\.05 \+ rounding 0 make 200\.00/,
  },
];

for (const { rule, changes, says } of CASES) {
  test(`${rule} refuses an invoice whose totals break it, and says so in words`, () => {
    const r = read(edit(SAMPLE_CII, ...changes));
    assert.deepEqual(rules(r), [rule]);
    assert.match(r.status === 'invalid' ? r.failures[0]!.message : '', says);
  });
}

test('BR-CO-11: allowances without their total are refused', () => {
  const r = read(edit(SAMPLE_CII, ['<ram:AllowanceTotalAmount>10.00</ram:AllowanceTotalAmount>', '']));
  assert.deepEqual(rules(r), ['BR-CO-11', 'BR-CO-13']);
});

test('BR-CO-16 counts the rounding amount (BT-114)', () => {
  const r = read(
    edit(SAMPLE_CII, [
      '<ram:DuePayableAmount>200.00',
      '<ram:RoundingAmount>0.05</ram:RoundingAmount><ram:DuePayableAmount>200.05',
    ]),
  );
  assert.equal(r.status, 'ok');
  assert.equal(r.status === 'ok' && r.invoice.totals.rounding?.text, '0.05');
});

test('totals compare exactly: 0.1 + 0.2 line amounts make 0.30', () => {
  const xml = edit(
    SAMPLE_CII,
    ['<ram:ChargeAmount>50.00</ram:ChargeAmount>', '<ram:ChargeAmount>0.05</ram:ChargeAmount>'],
    [
      '<ram:LineTotalAmount>100.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>\n      </ram:SpecifiedLineTradeSettlement>\n    </ram:IncludedSupplyChainTradeLineItem>\n    <ram:IncludedSupplyChainTradeLineItem>\n      <ram:AssociatedDocumentLineDocument><ram:LineID>2',
      '<ram:LineTotalAmount>0.10</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>\n      </ram:SpecifiedLineTradeSettlement>\n    </ram:IncludedSupplyChainTradeLineItem>\n    <ram:IncludedSupplyChainTradeLineItem>\n      <ram:AssociatedDocumentLineDocument><ram:LineID>2',
    ],
    ['<ram:ChargeAmount>100.00</ram:ChargeAmount>', '<ram:ChargeAmount>0.20</ram:ChargeAmount>'],
    ['<ram:LineTotalAmount>100.00</ram:LineTotalAmount>', '<ram:LineTotalAmount>0.20</ram:LineTotalAmount>'],
    ['<ram:LineTotalAmount>200.00</ram:LineTotalAmount>', '<ram:LineTotalAmount>0.30</ram:LineTotalAmount>'],
  );
  const r = read(xml);
  assert.ok(!rules(r).includes('BR-CO-10'), JSON.stringify(r));
});
