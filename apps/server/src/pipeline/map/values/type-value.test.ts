import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { defaultLocaleFor } from '@paperbridge/contracts';
import type { ValueLocale } from '../../../db/schema/index.ts';
import { decideValueLocale } from './decide-value-locale.ts';
import { duplicateKeyOf } from './find-duplicate.ts';
import { typeValue } from './type-value.ts';

const undecided: ValueLocale = { decimal: ',', dateOrder: null, currency: 'EUR', dateOrderFrom: null, evidence: [] };

describe('typeValue (issue 30 point 1)', () => {
  it("reads amounts by the document's decimal mark, with their currency", () => {
    assert.deepEqual(typeValue('1.234,56 €', 'amount', undecided, 'DMY'), {
      value: 1234.56,
      currency: 'EUR',
      problem: null,
    });
    assert.deepEqual(typeValue('8,79-', 'amount', undecided, 'DMY'), { value: -8.79, currency: 'EUR', problem: null });
    assert.equal(
      typeValue('$47.70', 'amount', { ...undecided, decimal: '.' }, 'DMY').currency,
      null,
      'a bare dollar names no currency',
    );
    assert.equal(typeValue('n/a', 'amount', undecided, 'DMY').problem?.code, 'value_unreadable');
  });
  it("reads a dotted date day first; a slashed date nothing decides the company's way, flagged for review", () => {
    assert.deepEqual(typeValue('05.03.2018', 'date', undecided, 'MDY'), {
      value: '2018-03-05',
      currency: null,
      problem: null,
    });
    const slashed = typeValue('05/03/2018', 'date', undecided, 'DMY');
    assert.equal(slashed.value, '2018-03-05');
    assert.equal(slashed.problem?.code, 'date_ambiguous');
    assert.match(slashed.problem!.message, /read day first \(5 March 2018\)/);
    assert.equal(typeValue('25/03/2018', 'date', undecided, 'MDY').problem, null, 'a day over 12 decides by itself');
    assert.deepEqual(
      typeValue('05/03/2018', 'date', { ...undecided, dateOrder: 'MDY', dateOrderFrom: 'mapping' }, 'DMY'),
      { value: '2018-05-03', currency: null, problem: null },
    );
    assert.equal(typeValue('31.02.2018', 'date', undecided, 'DMY').problem?.code, 'value_unreadable');
  });
  it('empty stays empty; identifiers lose the words around them', () => {
    assert.deepEqual(typeValue('  ', 'amount', undecided, 'DMY'), { value: null, currency: null, problem: null });
    assert.equal(typeValue('Rechnungsnummer: 471102', 'identifier', undecided, 'DMY').value, '471102');
  });
});

describe('decideValueLocale', () => {
  const page = { decimal: null, dateOrder: null, currency: null, evidence: [] };
  it('takes the page first, then the mapping, then (decimal mark only) the company', () => {
    const de = defaultLocaleFor('DE');
    assert.deepEqual(
      decideValueLocale(
        { ...page, decimal: '.', dateOrder: 'MDY', evidence: ['x'] },
        { decimal: ',', dateOrder: 'DMY' },
        de,
        null,
      ),
      { decimal: '.', dateOrder: 'MDY', currency: 'EUR', dateOrderFrom: 'document', evidence: ['x'] },
    );
    const fromMapping = decideValueLocale(page, { decimal: ',', dateOrder: 'DMY' }, defaultLocaleFor('US'), 'eur');
    assert.equal(fromMapping.dateOrderFrom, 'mapping');
    assert.equal(fromMapping.currency, 'EUR', 'a mapped Currency field wins');
    const fromCompany = decideValueLocale(page, null, de, null);
    assert.equal(fromCompany.decimal, ',');
    assert.equal(fromCompany.dateOrder, null, 'a date order is never taken from the company here');
  });
});

describe('duplicateKeyOf', () => {
  it('keys by kind, number and total; nothing to compare without both', () => {
    assert.equal(
      duplicateKeyOf('invoice', [
        { name: 'Invoice Number', value: 'INV 0042' },
        { name: 'Total Amount', value: 529.87 },
      ]),
      'invoice|inv0042|529.87',
    );
    assert.equal(
      duplicateKeyOf('credit_note', [
        { name: 'Invoice Number', value: 'RK1' },
        { name: 'Total', value: -8.79 },
      ]),
      'credit_note|rk1|8.79',
    );
    assert.equal(duplicateKeyOf('invoice', [{ name: 'Total Amount', value: 1 }]), null);
  });
});
