import { MAP_MSG } from '@paperbridge/contracts';

/** Spec 001 §5 Email chips: at most 10 addresses per list. */
export const MAX_EMAILS = 10;
/** Keys that turn the typed text into a chip (blur does too). */
export const CHIP_KEYS = ['Enter', 'Tab', ',', ';'] as const;

const EMAIL_RE = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]{2,}$/;
export const isValidEmail = (email: string) => EMAIL_RE.test(email);

/** Chips are lowercased and trimmed. */
export const normaliseEmail = (raw: string) => raw.trim().toLowerCase();

export interface ChipAddResult {
  emails: string[];
  /** the message to show; the typed text stays in the input when set */
  error: string | null;
}

/**
 * Adds what was typed (one address, or several separated by commas or semicolons when pasted).
 * Order of checks: capacity, validity, duplicate.
 */
export function addEmailChips(current: readonly string[], raw: string): ChipAddResult {
  const parts = raw.split(/[;,]/).map(normaliseEmail).filter(Boolean);
  const emails = [...current];
  for (const email of parts) {
    if (emails.length >= MAX_EMAILS) return { emails, error: MAP_MSG.maxEmails };
    if (!isValidEmail(email)) return { emails, error: MAP_MSG.validEmail };
    if (emails.includes(email)) return { emails, error: MAP_MSG.emailInUse };
    emails.push(email);
  }
  return { emails, error: null };
}

/** Backspace on an empty input removes the last chip. */
export const removeLastChip = (current: readonly string[]) => current.slice(0, -1);
