/** Enterprise contact (spec 001 §5): code max 4 characters, number max 12. */
export const CONTACT_CODE_MAX = 4;
export const CONTACT_NUMBER_MAX = 12;

/** The code and number joined as the server stores them: '(+61) 412 345 678'. */
export function joinEnterprisePhone(code: string, number: string): string {
  const digits = code.replace(/[^\d]/g, '');
  return `(+${digits}) ${number.trim()}`;
}

/** Splits a stored number back into the two inputs. */
export function splitEnterprisePhone(phone: string | null | undefined): { code: string; number: string } {
  const m = /^\(\+(\d{1,4})\)\s*(.*)$/.exec(phone ?? '');
  return m ? { code: `+${m[1]}`, number: m[2]!.trim() } : { code: '', number: phone ?? '' };
}

/**
 * The '(+XX) XXX XXX XXX' rule: starts with '(+', holds ')', at least 14 characters, and digits
 * everywhere else except the separators (the closing bracket and single spaces).
 */
export function isValidEnterprisePhone(phone: string): boolean {
  if (!phone.startsWith('(+') || !phone.includes(')') || phone.length < 14) return false;
  return /^\(\+\d{1,4}\) ?\d+(?: \d+)*$/.test(phone);
}

export const isValidEnterpriseInputs = (code: string, number: string) =>
  code.trim().length > 0 &&
  code.length <= CONTACT_CODE_MAX &&
  number.trim().length > 0 &&
  number.length <= CONTACT_NUMBER_MAX &&
  isValidEnterprisePhone(joinEnterprisePhone(code, number));
