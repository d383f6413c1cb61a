const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

export interface AbnCheck {
  valid: boolean;
  /** 'NN NNN NNN NNN' when the input has 11 digits, else the input trimmed */
  abn: string;
  message: string;
}

/** The Australian Business Register's ABN checksum: subtract 1 from the first digit, weight, sum mod 89 = 0. */
export function isValidAbn(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce((acc, ch, i) => acc + (Number(ch) - (i === 0 ? 1 : 0)) * WEIGHTS[i]!, 0);
  return sum % 89 === 0;
}

export const formatAbn = (d: string) => `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8, 11)}`;

/**
 * VerifyABN?abn&name: the checksum only. The name is not matched against the
 * Australian Business Register (its lookup service needs a registered GUID and a
 * network call); the message says so when a name was given.
 */
export function verifyAbn(abn: string, name?: string): AbnCheck {
  const digits = abn.replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(digits)) return { valid: false, abn: abn.trim(), message: 'An ABN must have 11 digits.' };
  const formatted = formatAbn(digits);
  if (!isValidAbn(digits))
    return { valid: false, abn: formatted, message: 'This ABN is not valid. Please check the number.' };
  const nameNote = name?.trim() ? ' The business name is not checked against the Australian Business Register.' : '';
  return { valid: true, abn: formatted, message: `The ABN is valid.${nameNote}` };
}
