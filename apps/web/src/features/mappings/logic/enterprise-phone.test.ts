import { describe, expect, it } from 'vitest';
import {
  isValidEnterpriseInputs,
  isValidEnterprisePhone,
  joinEnterprisePhone,
  splitEnterprisePhone,
} from './enterprise-phone';

describe("enterprise phone rule '(+XX) XXX XXX XXX' (spec 001 §5)", () => {
  it.each(['(+61) 412 345 678', '(+1) 415 555 0123', '(+91)9876543210'])('accepts %s', (p) =>
    expect(isValidEnterprisePhone(p)).toBe(true),
  );
  it.each([
    '+61 412 345 678',
    '(61) 412 345 678',
    '(+61) 412',
    '(+61) 412-345-678',
    '(+6a) 412 345 678',
    '(+61 412 345 678',
  ])('refuses %s', (p) => expect(isValidEnterprisePhone(p)).toBe(false));
  it('joins the code and the number', () => {
    expect(joinEnterprisePhone('+61', ' 412 345 678 ')).toBe('(+61) 412 345 678');
    expect(joinEnterprisePhone('61', '412345678')).toBe('(+61) 412345678');
    expect(splitEnterprisePhone('(+61) 412 345 678')).toEqual({ code: '+61', number: '412 345 678' });
  });
  it('limits the code to 4 characters and the number to 12', () => {
    expect(isValidEnterpriseInputs('+61', '412 345 678')).toBe(true);
    expect(isValidEnterpriseInputs('+6112', '412 345 678')).toBe(false);
    expect(isValidEnterpriseInputs('+61', '412 345 678 90')).toBe(false);
    expect(isValidEnterpriseInputs('', '412 345 678')).toBe(false);
  });
});
