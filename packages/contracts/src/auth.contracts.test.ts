import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  companyDetailsSchema,
  changePasswordFormSchema,
  phoneEntrySchema,
  securityCodeSchema,
} from './auth.contracts.ts';
import { MSG } from './validation-messages.ts';

const base = {
  coIsCompany: true,
  coCompanyName: 'Acme Pty Ltd',
  coContactName: 'Jane Citizen',
  coContactNumber: '412345678',
  coAddress1: '1 George St',
  coSuburb: 'Brisbane City',
  coState: 'QLD',
  coCountry: 'AU',
  coPostCode: '4000',
  accessModuls: ['ICR'],
};

function messages(input: unknown): Record<string, string> {
  const r = companyDetailsSchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('company details (spec 002 §5 Profile)', () => {
  it('accepts a complete Australian company', () => {
    assert.deepEqual(messages(base), {});
  });
  it('needs exactly 9 contact digits in AU and 8 in SG, 10 elsewhere', () => {
    assert.equal(messages({ ...base, coContactNumber: '04123456789' }).coContactNumber, 'Must be exactly 9 digits');
    assert.equal(
      messages({ ...base, coCountry: 'SG', coState: '', coContactNumber: '912345678' }).coContactNumber,
      'Must be exactly 8 digits',
    );
    assert.equal(
      messages({ ...base, coCountry: 'IN', coContactNumber: '912345678' }).coContactNumber,
      'Must be exactly 10 digits',
    );
  });
  it('refuses letters in the contact number', () => {
    assert.equal(messages({ ...base, coContactNumber: '41234x678' }).coContactNumber, MSG.contactNumberInvalid);
  });
  it('takes the contact number as people type it and keeps one normal form, the national digits (issue 26)', () => {
    const stored = (coContactNumber: string, patch: Record<string, unknown> = {}) =>
      companyDetailsSchema.parse({ ...base, ...patch, coContactNumber }).coContactNumber;
    for (const typed of ['0412 345 678', '0412345678', '412345678', '+61 412 345 678', '+61 (0)412-345-678'])
      assert.equal(stored(typed), '412345678', typed);
    assert.equal(stored('(202) 555-0123', { coCountry: 'US', coState: 'NY' }), '2025550123');
    assert.equal(stored('07911 123456', { coCountry: 'GB' }), '7911123456');
    assert.equal(stored('9123 4567', { coCountry: 'SG', coState: '' }), '91234567');
  });
  it("refuses another country's number for the company's country", () => {
    assert.equal(
      messages({ ...base, coContactNumber: '+65 9123 4567' }).coContactNumber,
      MSG.phoneOtherCountry('Australia', '61'),
    );
  });
  it('does not require a state in Singapore but does elsewhere', () => {
    assert.deepEqual(messages({ ...base, coCountry: 'SG', coState: '', coContactNumber: '91234567' }), {});
    assert.equal(messages({ ...base, coState: '' }).coState, MSG.stateRequired);
  });
  it('requires a company name only for companies', () => {
    assert.equal(messages({ ...base, coCompanyName: '' }).coCompanyName, MSG.companyNameRequired);
    assert.deepEqual(messages({ ...base, coIsCompany: false, coCompanyName: '' }), {});
  });
  it('refuses a contact name of special characters only and a non-alphanumeric post code', () => {
    assert.equal(messages({ ...base, coContactName: '!!!' }).coContactName, MSG.contactNameInvalid);
    assert.equal(messages({ ...base, coPostCode: '40-00' }).coPostCode, MSG.postCodeInvalid);
  });
  it('needs at least one feature', () => {
    assert.equal(messages({ ...base, accessModuls: [] }).accessModuls, 'Please select at least one feature.');
  });
});

describe('security PIN inputs (spec 002 §5)', () => {
  it('phone length by dial code, always with the 9-digit message', () => {
    assert.ok(phoneEntrySchema.safeParse({ dialCode: '+61', phone: '412345678' }).success);
    assert.ok(phoneEntrySchema.safeParse({ dialCode: '+65', phone: '91234567' }).success);
    assert.ok(phoneEntrySchema.safeParse({ dialCode: '+44', phone: '7912345678' }).success);
    const r = phoneEntrySchema.safeParse({ dialCode: '+91', phone: '912345678' });
    assert.equal(r.success, false);
    assert.equal(r.error!.issues[0]!.message, 'Must be exactly 9 digits');
    assert.equal(
      phoneEntrySchema.safeParse({ dialCode: '+61', phone: '' }).error!.issues[0]!.message,
      MSG.phoneRequired,
    );
  });
  it('the PIN phone as people type it: spaces, the national 0, the +code; out comes the national number', () => {
    for (const phone of ['0412 345 678', '0412345678', '412345678', '+61 412 345 678'])
      assert.deepEqual(phoneEntrySchema.parse({ dialCode: '61', phone }), { dialCode: '61', phone: '412345678' });
    // another supported country's +code wins over the selected one
    assert.deepEqual(phoneEntrySchema.parse({ dialCode: '61', phone: '+65 9123 4567' }), {
      dialCode: '65',
      phone: '91234567',
    });
    assert.equal(
      phoneEntrySchema.safeParse({ dialCode: '61', phone: '+81 3 1234 5678' }).error!.issues[0]!.message,
      MSG.phoneUnsupportedCountry,
    );
    assert.equal(
      phoneEntrySchema.safeParse({ dialCode: '61', phone: '0412 345 67' }).error!.issues[0]!.message,
      'Must be exactly 9 digits',
    );
  });
  it('security code: required, digits, 4 to 6', () => {
    const first = (v: string) => securityCodeSchema.safeParse(v).error?.issues[0]?.message;
    assert.equal(first(''), 'Security code is required.');
    assert.equal(first('12a4'), "This doesn't look like a number");
    assert.equal(first('123'), 'Must be 4 digits');
    assert.equal(first('1234567'), 'Must be exactly 6 digits');
    assert.equal(first('123456'), undefined);
  });
});

describe('password policy (spec 002 §5 Password)', () => {
  it('needs 8 characters with upper, lower, digit and special character, and a matching confirmation', () => {
    const current = 'Old-Passw0rd';
    const r = changePasswordFormSchema.safeParse({
      currentPassword: current,
      password: 'password1',
      confirmPassword: 'password1',
    });
    assert.equal(r.error!.issues[0]!.message, MSG.passwordRule);
    const m = changePasswordFormSchema.safeParse({
      currentPassword: current,
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd?',
    });
    assert.equal(m.error!.issues[0]!.message, 'Passwords must match');
    assert.ok(
      changePasswordFormSchema.safeParse({
        currentPassword: current,
        password: 'Passw0rd!',
        confirmPassword: 'Passw0rd!',
      }).success,
    );
  });
  it('asks for the current password (issue 14 point 7) and bounds every password at 128 characters', () => {
    const missing = changePasswordFormSchema.safeParse({
      currentPassword: '',
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
    });
    assert.deepEqual(
      missing.error!.issues.map((i) => [i.path.join('.'), i.message]),
      [['currentPassword', MSG.currentPasswordRequired]],
    );
    const long = `Aa1!${'x'.repeat(125)}`;
    const tooLong = changePasswordFormSchema.safeParse({
      currentPassword: 'Old-Passw0rd',
      password: long,
      confirmPassword: long,
    });
    assert.equal(tooLong.error!.issues[0]!.message, 'Password must be at most 128 characters.');
  });
});
