import assert from 'node:assert/strict';
import { test } from 'node:test';
import { certainCorrection } from './certain-correction.ts';

test('a look-alike is corrected only where the sample word proves it', () => {
  assert.deepEqual(certainCorrection('5DN BHD', 'SDN BHD'), { value: 'SDN BHD', corrected: true });
  assert.deepEqual(certainCorrection('2O17', '2017'), { value: '2017', corrected: true });
  assert.deepEqual(certainCorrection('NO.1,JALAN', 'NO.1, JALAN'), { value: 'NO.1, JALAN', corrected: true });
  // the sample's word mixes letters and digits ("B8"): a read "88" may be either
  assert.deepEqual(certainCorrection('LOT 88', 'LOT B8'), { value: 'LOT 88', corrected: false });
});

test('another text, a missing character or too many look-alikes stay as read', () => {
  assert.deepEqual(certainCorrection('JALAN KEPONG', 'JALAN KLANG'), { value: 'JALAN KEPONG', corrected: false });
  assert.deepEqual(certainCorrection('LOT 5', 'LOT 6'), { value: 'LOT 5', corrected: false });
  assert.deepEqual(certainCorrection('BHD', 'SDN BHD'), { value: 'BHD', corrected: false });
  assert.deepEqual(certainCorrection('5O1', 'SOl'), { value: '5O1', corrected: false });
  assert.deepEqual(certainCorrection('SDN BHD', 'SDN  BHD'), { value: 'SDN BHD', corrected: false });
});

test('the look-alikes of receipt headers: D for O, brackets, a yen sign for Y', () => {
  // receipts 200, 203 (MR. D.I.Y.), 025 ("TED" for "TEO"), 254 ("(SP}"), 192 ("D.1.¥.")
  assert.deepEqual(certainCorrection('MR. D.1.Y. (M) SON BHD', 'MR. D.I.Y. (M) SDN BHD'), {
    value: 'MR. D.I.Y. (M) SDN BHD',
    corrected: true,
  });
  assert.deepEqual(certainCorrection('TED HENG STATIONERY & BOOKS', 'TEO HENG STATIONERY & BOOKS'), {
    value: 'TEO HENG STATIONERY & BOOKS',
    corrected: true,
  });
  assert.deepEqual(certainCorrection('BEMED (SP} SDN. BHD.', 'BEMED (SP) SDN. BHD.'), {
    value: 'BEMED (SP) SDN. BHD.',
    corrected: true,
  });
  assert.deepEqual(certainCorrection('MR. D.1.¥. (M) SDN BHD', 'MR. D.I.Y. (M) SDN BHD'), {
    value: 'MR. D.I.Y. (M) SDN BHD',
    corrected: true,
  });
  // an opening bracket is not a closing one, and a D is not a B
  assert.deepEqual(certainCorrection('BEMED (SP( SDN', 'BEMED (SP) SDN'), {
    value: 'BEMED (SP( SDN',
    corrected: false,
  });
  assert.deepEqual(certainCorrection('SDN BHB', 'SDN BHD'), { value: 'SDN BHB', corrected: false });
});

test('session 30: a full stop read for a comma is put right, a comma read for a full stop stays a comma', () => {
  // faded print loses a comma's tail; it does not grow one on a full stop
  assert.deepEqual(certainCorrection('NO.32 & 33.JALAN SR 1/9', 'NO.32 & 33, JALAN SR 1/9'), {
    value: 'NO.32 & 33, JALAN SR 1/9',
    corrected: true,
  });
  assert.deepEqual(certainCorrection('JALAN AIR PANAS, SETAPAK', 'JALAN AIR PANAS. SETAPAK'), {
    value: 'JALAN AIR PANAS, SETAPAK',
    corrected: false,
  });
});
