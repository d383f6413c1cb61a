import { readNumber, type NumberRead } from './read-number.ts';
import type { DecimalMark } from './value-types.ts';

const NUMBER = /[-+]?\d+(?:[.,'’ ]\d+)*/g;

/**
 * A quantity or a rate as printed, with its unit or "%" → the number: "2,5 Stk" → 2.5, "19 %" → 19,
 * "7,00%" → 7, "MwSt. 19 %" → 19. A rate is the number before its "%"; otherwise the text must hold
 * exactly one number ("2 x 5" is no quantity).
 */
export function readFigure(raw: string, kind: 'quantity' | 'percentage', decimal: DecimalMark | null): NumberRead {
  const s = raw.normalize('NFKC').replace(/[\u2212\u2012\u2013\u2014]/g, '-');
  const numbers = [...s.matchAll(NUMBER)];
  const rate = kind === 'percentage' ? numbers.find((m) => /^\s?%/.test(s.slice(m.index + m[0].length))) : undefined;
  const chosen = rate ?? (numbers.length === 1 ? numbers[0] : undefined);
  if (!chosen) return { ok: false, reason: 'unreadable' };
  const text = chosen[0];
  const negative = text.startsWith('-');
  const read = readNumber(text.replace(/^[-+]/, ''), decimal);
  if (!read.ok) return read;
  return { ok: true, value: negative && read.value !== 0 ? -read.value : read.value };
}
