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
