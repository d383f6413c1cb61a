import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { DomainError } from '../../lib/errors/domain-error.ts';
import { parsePhoneNumber, UNSUPPORTED_DIAL_CODE } from './parse-phone-number.ts';

describe('parsePhoneNumber: national length by dial code (61→9, 65→8, 44/1/91→10)', () => {
  it('splits the supported dial codes, longest first', () => {
    assert.deepEqual(parsePhoneNumber('+61412345678'), { dialCode: '61', national: '412345678', e164: '+61412345678' });
    assert.deepEqual(parsePhoneNumber('+6591234567'), { dialCode: '65', national: '91234567', e164: '+6591234567' });
    assert.equal(parsePhoneNumber('+919876543210').dialCode, '91');
    assert.equal(parsePhoneNumber('+12025550123').dialCode, '1');
    assert.equal(parsePhoneNumber('+447911123456').dialCode, '44');
  });
  it("refuses a wrong length with the spec's message", () => {
    assert.throws(
      () => parsePhoneNumber('+614123456789'),
      (e: DomainError) => e.kind === 'invalid' && e.message === 'phoneNumber: Must be exactly 9 digits',
    );
  });
  it('takes the added countries with their own lengths: Germany 10 to 11 digits, said so', () => {
    assert.deepEqual(parsePhoneNumber('+49 151 23456789'), {
      dialCode: '49',
      national: '15123456789',
      e164: '+4915123456789',
    });
    assert.equal(parsePhoneNumber('+33612345678').dialCode, '33');
    assert.equal(parsePhoneNumber('+352621123456').dialCode, '352');
    assert.throws(
      () => parsePhoneNumber('+49151234567'),
      (e: DomainError) => e.message === 'phoneNumber: Must be 10 to 11 digits',
    );
  });
  it('refuses other dial codes', () => {
    assert.throws(
      () => parsePhoneNumber('+81312345678'),
      (e: DomainError) => e.message === `phoneNumber: ${UNSUPPORTED_DIAL_CODE}`,
    );
  });
  it('reads a number written with spaces and a UK trunk zero the way a user types it', () => {
    assert.deepEqual(parsePhoneNumber('+61 412 345 678'), {
      dialCode: '61',
      national: '412345678',
      e164: '+61412345678',
    });
    assert.deepEqual(parsePhoneNumber('+44 (0)7911 123456'), {
      dialCode: '44',
      national: '7911123456',
      e164: '+447911123456',
    });
  });
  it('refuses text that is not a phone number', () => {
    assert.throws(
      () => parsePhoneNumber('call me'),
      (e: DomainError) => e.kind === 'invalid',
    );
  });
});
