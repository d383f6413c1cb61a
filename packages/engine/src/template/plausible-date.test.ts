import assert from 'node:assert/strict';
import { test } from 'node:test';
import { plausibleDate } from './plausible-date.ts';

const now = new Date('2026-01-01T00:00:00Z');

test('calendar dates in either day/month order, with two- or four-digit years, are plausible', () => {
  for (const d of ['30/08/2017', '08/30/2017', '24-01-18', '2018.03.05', '25/FEB/2017', '05 Mar 2018', '27032018'])
    assert.equal(plausibleDate(d, now), true, d);
});

test('a misread day, month or year is not', () => {
  for (const d of ['36/03/2017', '17/04/2078', '09/03/2918', '15-13-19', '18 MAR 2098', '45/Apr/2017', '31139999'])
    assert.equal(plausibleDate(d, now), false, d);
});
