import assert from 'node:assert/strict';
import { test } from 'node:test';
import { looseDateTokens } from './loose-date.ts';

const repaired = (text: string, format: string) => looseDateTokens(text, format).map((t) => t.repaired);

test('a date whose separator was read as a gap, or whose time ran into the year, is rebuilt in the layout format', () => {
  assert.deepEqual(repaired('05 02-18', '99-99-99'), ['05-02-18']);
  assert.deepEqual(repaired('INV NO: CS-SA-0078908 Date: 18 04/2017', '99/99/9999'), ['18/04/2017']);
  assert.deepEqual(repaired('17/01/201842153', '99/99/9999'), ['17/01/2018']);
  assert.deepEqual(repaired('14/06/201708:34:22', '99/99/9999'), ['14/06/2017']);
  assert.deepEqual(repaired('DATE 28 - 03 - 18 TIME', '99/99/99'), ['28/03/18']);
});

test('strict dates, two gaps, impossible dates, phone numbers and letter-month layouts give no loose date', () => {
  // the strict shapes read these already
  assert.deepEqual(repaired('18/04/2017 10:22', '99/99/9999'), []);
  assert.deepEqual(repaired('3 1 2018', '99/99/9999'), []);
  assert.deepEqual(repaired('45 13/2017', '99/99/9999'), []);
  assert.deepEqual(repaired('TEL: 03 6258-4088', '99-99-99'), []);
  assert.deepEqual(repaired('1076-IJOK 12 05-18', '99-99-99'), ['12-05-18']);
  assert.deepEqual(repaired('14 06/2017', '99/AAA/9999'), [], 'only for an all-digit sample date');
  // the year's length is the sample's: a two-digit year layout does not take four digits
  assert.deepEqual(repaired('18 04/2017', '99/99/99'), []);
});

test('session 30: a named month with a lost gap or a glued time is rebuilt in the layout format', () => {
  assert.deepEqual(repaired('18 Mar201818:25', '99 AAA 9999'), ['18 Mar 2018']);
  assert.deepEqual(repaired('14/JUN/201708:34:22', '99/AAA/9999'), ['14/JUN/2017']);
  assert.deepEqual(repaired('DATE 05-Feb 18', '99-AAA-99'), ['05-Feb-18']);
  // as printed (the date shapes' own), no separator at all, no month, an impossible day, another year length
  assert.deepEqual(repaired('18 Mar 2018 18:25', '99 AAA 9999'), []);
  assert.deepEqual(repaired('18Mar2018', '99 AAA 9999'), []);
  assert.deepEqual(repaired('18 Max2018', '99 AAA 9999'), []);
  assert.deepEqual(repaired('45 Mar2018', '99 AAA 9999'), []);
  assert.deepEqual(repaired('18 Mar18', '99 AAA 9999'), []);
});
