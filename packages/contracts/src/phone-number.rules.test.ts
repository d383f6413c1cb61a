import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  contactNumberAsE164,
  normalizeContactNumber,
  normalizeMobileNumber,
  splitInternationalNumber,
} from './phone-number.rules.ts';
import { MSG } from './validation-messages.ts';

const refused = (check: ReturnType<typeof normalizeContactNumber>) => (check.ok ? 'accepted' : check.message);

describe('phone numbers as people type them, one normal form (issue 26 point 1)', () => {
  it('an Australian contact number with spaces, the national 0 or +61 is 412345678 / +61412345678', () => {
    for (const typed of [
      '0412 345 678',
      '0412345678',
      '412345678',
      '+61 412 345 678',
      '61412345678',
      ' 0412-345-678 ',
    ]) {
      assert.deepEqual(
        normalizeContactNumber(typed, 'AU'),
        { ok: true, phone: { dialCode: '61', national: '412345678', e164: '+61412345678' } },
        typed,
      );
    }
  });
  it("keeps the spec's texts: letters are 'Invalid Contact Number', a wrong length 'Must be exactly 9 digits'", () => {
    assert.equal(refused(normalizeContactNumber('', 'AU')), MSG.contactNumberInvalid);
    assert.equal(refused(normalizeContactNumber('0412 ABC 678', 'AU')), MSG.contactNumberInvalid);
    assert.equal(refused(normalizeContactNumber('0412 345 67', 'AU')), 'Must be exactly 9 digits');
    assert.equal(refused(normalizeContactNumber('1234567890', 'AU')), 'Must be exactly 9 digits');
    assert.equal(refused(normalizeContactNumber('0', 'AU')), 'Must be exactly 9 digits');
    assert.equal(refused(normalizeContactNumber('123456789', 'SG')), 'Must be exactly 8 digits');
  });
  it("refuses another country's number, naming the company's country", () => {
    assert.equal(refused(normalizeContactNumber('+65 9123 4567', 'AU')), MSG.phoneOtherCountry('Australia', '61'));
  });
  it('reads each country its own way: Italy keeps its leading 0, Germany drops it', () => {
    const national = (typed: string, country: string) => {
      const c = normalizeContactNumber(typed, country);
      return c.ok ? c.phone.national : c.message;
    };
    assert.equal(national('06 1234 5678', 'IT'), '0612345678');
    assert.equal(national('030 1234567', 'DE'), '301234567');
    assert.equal(national('(202) 555-0123', 'US'), '2025550123');
  });
  it('digits that only look like they start with the dial code stay as typed when their length fits', () => {
    const national = (typed: string, country: string) => {
      const c = normalizeContactNumber(typed, country);
      return c.ok ? c.phone.national : c.message;
    };
    // a stored German number in Norden (04931…) reads back unchanged; too long for Singapore, 65… is the +65
    assert.equal(national('4931123456', 'DE'), '4931123456');
    assert.equal(national('6591234567', 'SG'), '91234567');
    assert.equal(national('61412345678', 'AU'), '412345678');
  });
  it('a PIN phone next to the dial code: the national 0 and spaces accepted, another +code taken as typed', () => {
    const e164 = (typed: string, dial: string) => {
      const c = normalizeMobileNumber(typed, dial);
      return c.ok ? c.phone.e164 : c.message;
    };
    assert.equal(e164('0412 345 678', '61'), '+61412345678');
    assert.equal(e164('0412 345 678', '+61'), '+61412345678');
    assert.equal(e164('+44 7911 123456', '61'), '+447911123456');
    assert.equal(e164('+81 3 1234 5678', '61'), MSG.phoneUnsupportedCountry);
    assert.equal(e164('0412 345 67', '61'), 'Must be exactly 9 digits');
    assert.equal(e164('call me', '61'), MSG.phoneRequired);
    assert.equal(e164('0151 234567', '49'), 'Must be 10 to 11 digits');
  });
  it('the PIN screen prefills the contact number with the country dial code', () => {
    assert.equal(contactNumberAsE164('412345678', 'AU'), '+61412345678');
    assert.equal(contactNumberAsE164('91234567', 'SG'), '+6591234567');
    assert.equal(contactNumberAsE164('', 'AU'), null);
    assert.equal(contactNumberAsE164('412345678', null), null);
    // a German landline is split into +49 and its number, though a PIN phone needs 10 to 11 digits
    assert.deepEqual(splitInternationalNumber('+49301234567'), { dialCode: '49', national: '301234567' });
    assert.deepEqual(splitInternationalNumber('+61412345678'), { dialCode: '61', national: '412345678' });
    assert.equal(splitInternationalNumber('+81312345678'), undefined);
    assert.equal(splitInternationalNumber('412345678'), undefined);
  });
});
