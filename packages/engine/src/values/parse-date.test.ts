import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDate } from './parse-date.ts';
import type { DateOrder } from './value-types.ts';

const iso = (raw: string, order: DateOrder | null = null) => {
  const r = parseDate(raw, order);
  return r.ok ? r.iso : r.reason;
};

test('numeric dates are read in the order the document uses', () => {
  assert.equal(iso('05.03.2018', 'DMY'), '2018-03-05');
  assert.equal(iso('05.03.2018', 'MDY'), '2018-05-03');
  assert.equal(iso('5/3/18', 'DMY'), '2018-03-05');
  assert.equal(iso('5/3/18', 'MDY'), '2018-05-03');
  assert.equal(iso('22-9-2022', 'DMY'), '2022-09-22');
  assert.equal(iso('18/03/05', 'YMD'), '2018-03-05', 'a two-digit year first only when the caller says so');
  assert.deepEqual(parseDate('05.03.2018', 'DMY'), { ok: true, iso: '2018-03-05', order: 'DMY' });
});

test('a part above 12 decides by itself, whatever order is given', () => {
  assert.deepEqual(parseDate('25/12/2018', null), { ok: true, iso: '2018-12-25', order: 'DMY' });
  assert.deepEqual(parseDate('25/12/2018', 'MDY'), { ok: true, iso: '2018-12-25', order: 'DMY' });
  assert.deepEqual(parseDate('12/25/2018', null), { ok: true, iso: '2018-12-25', order: 'MDY' });
  assert.equal(iso('30/08/2017'), '2017-08-30');
  assert.equal(iso('15.03.2018'), '2018-03-15');
});

test('an ambiguous numeric date without an order is never guessed', () => {
  for (const raw of ['12/05/2018', '05.03.2018', '5/3/18', '01-02-2022'])
    assert.equal(iso(raw), 'ambiguous_order', raw);
  assert.equal(iso('05.03.2018', 'YMD'), 'ambiguous_order', 'a year-first order cannot read a year printed last');
  assert.deepEqual(
    parseDate('05.05.2018', null),
    { ok: true, iso: '2018-05-05', order: null },
    'both readings are the same day',
  );
});

test('year-first dates and dates that name their month need no order', () => {
  const cases: [string, string][] = [
    ['2018-03-05', '2018-03-05'],
    ['2018/3/5', '2018-03-05'],
    ['2018.03.05', '2018-03-05'],
    ['20180305', '2018-03-05'],
    ['5. März 2018', '2018-03-05'],
    ['5. Maerz 2018', '2018-03-05'],
    ['7. Mai 2014', '2014-05-07'],
    ['21. Dezember 2017', '2017-12-21'],
    ['March 5, 2018', '2018-03-05'],
    ['Apr 4, 2023', '2023-04-04'],
    ['August 3 , 2014', '2014-08-03'],
    ['Mar 5th 2018', '2018-03-05'],
    ['05-Mar-2018', '2018-03-05'],
    ['05-Mar-18', '2018-03-05'],
    ['05 MAR 2018', '2018-03-05'],
    ['5th March 2018', '2018-03-05'],
    ['2018 Mar 05', '2018-03-05'],
    ['19 april 2014', '2014-04-19'],
    ['3 mei 2021', '2021-05-03'],
    ['12 okt. 2020', '2020-10-12'],
    ['02 Juillet 2015', '2015-07-02'],
    ['1er janvier 2018', '2018-01-01'],
    ['15 août 2019', '2019-08-15'],
    ['3 févr. 2020', '2020-02-03'],
    ['5 de marzo de 2018', '2018-03-05'],
    ['12 diciembre 2019', '2019-12-12'],
    ['5 marzo 2018', '2018-03-05'],
    ['18 settembre 2021', '2021-09-18'],
    ['1 gennaio 2020', '2020-01-01'],
    ['15 października 2018', '2018-10-15'],
    ['3 maja 2019 r.', '2019-05-03'],
    ['1 stycznia 2021', '2021-01-01'],
    ['12 Ogos 2017', '2017-08-12'],
    ['3 Mac 2018', '2018-03-03'],
    ['25 Disember 2018', '2018-12-25'],
    ['7 Julai 2018', '2018-07-07'],
  ];
  for (const [raw, want] of cases) assert.equal(iso(raw), want, raw);
  assert.deepEqual(parseDate('5. März 2018', 'MDY'), { ok: true, iso: '2018-03-05', order: null });
  assert.deepEqual(parseDate('2018-03-05', 'MDY'), { ok: true, iso: '2018-03-05', order: null });
});

test('two-digit years: 00-69 are this century, 70-99 the last', () => {
  assert.equal(iso('05.03.18', 'DMY'), '2018-03-05');
  assert.equal(iso('05.03.69', 'DMY'), '2069-03-05');
  assert.equal(iso('05.03.70', 'DMY'), '1970-03-05');
  assert.equal(iso('31/12/99'), '1999-12-31');
  assert.equal(iso('01/02/00', 'DMY'), '2000-02-01');
});

test('surrounding words and a time are tolerated', () => {
  assert.equal(iso('Datum: 05.03.2018', 'DMY'), '2018-03-05');
  assert.equal(iso('Rechnung Nr. 4711 vom 5. März 2018'), '2018-03-05');
  assert.equal(iso('ORD #50 -REG #19- 18/01/2018 10:27:03'), '2018-01-18');
  assert.equal(iso('Facture n°562044387 du 02 Juillet 2015'), '2015-07-02');
  assert.equal(iso('DATE: 15/06/2017'), '2017-06-15');
});

test('dates that do not exist are impossible, not shifted', () => {
  for (const raw of [
    '31.02.2018',
    '29.02.2019',
    '31/04/2018',
    '00.03.2018',
    '13/13/2018',
    '2018-02-30',
    '32 March 2018',
    '2018-13-01',
  ])
    assert.equal(iso(raw, 'DMY'), 'impossible', raw);
  assert.equal(iso('29.02.2020', 'DMY'), '2020-02-29', 'a leap day');
  assert.equal(iso('29.02.2000', 'DMY'), '2000-02-29');
});

test('what is no date says so', () => {
  assert.equal(iso(''), 'empty');
  assert.equal(iso('  '), 'empty');
  for (const raw of ['März 2018', 'Rechnung', '4711', '529,87', 'TEL NO. 03-4162-2318', '1.234.567', 'Q3 2018'])
    assert.equal(iso(raw, 'DMY'), 'unreadable', raw);
});
