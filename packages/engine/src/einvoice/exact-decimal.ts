import type { EInvoiceNumber } from './einvoice.types.ts';

/**
 * Exact decimal arithmetic for the totals rules: amounts are compared the way the EN 16931 Schematron
 * does (sums rounded to two decimals), never as float sums, where 0.1 + 0.2 ≠ 0.3.
 * A value is a BigInt of units of 10^-scale.
 */
export interface Scaled {
  units: bigint;
  scale: number;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** "1.234,00" or "12e3" are not XML decimals: null. Leading "+" and a bare ".5" are (xs:decimal). */
export function parseDecimal(text: string): Scaled | null {
  const m = DECIMAL.exec(text.trim());
  if (!m || (!m[2] && !m[3])) return null;
  const frac = m[3] ?? '';
  const units = BigInt((m[2] || '0') + frac);
  return { units: m[1] === '-' ? -units : units, scale: frac.length };
}

/** An XML number as the model keeps it, or undefined when the text is not a decimal. */
export function toEInvoiceNumber(text: string | undefined): EInvoiceNumber | undefined {
  if (text === undefined) return undefined;
  const t = text.trim();
  if (!parseDecimal(t)) return undefined;
  return { text: t, value: Number(t) };
}

function rescale(a: Scaled, scale: number): bigint {
  return a.units * 10n ** BigInt(scale - a.scale);
}

export function add(...values: Scaled[]): Scaled {
  const scale = Math.max(0, ...values.map((v) => v.scale));
  return { units: values.reduce((s, v) => s + rescale(v, scale), 0n), scale };
}

export function negate(a: Scaled): Scaled {
  return { units: -a.units, scale: a.scale };
}

export function multiply(a: Scaled, b: Scaled): Scaled {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** a / b rounded half away from zero to `scale` decimals; null when b is zero */
export function divide(a: Scaled, b: Scaled, scale: number): Scaled | null {
  if (b.units === 0n) return null;
  // a/b = (a.units / 10^a.scale) / (b.units / 10^b.scale); scaled to 10^scale
  const num = a.units * 10n ** BigInt(scale + b.scale);
  const den = b.units * 10n ** BigInt(a.scale);
  return { units: roundedQuotient(num, den), scale };
}

function roundedQuotient(num: bigint, den: bigint): bigint {
  const negative = num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/** Rounded half away from zero to whole cents, as EN 16931 rounds amounts. */
export function toCents(a: Scaled): bigint {
  if (a.scale <= 2) return rescale(a, 2);
  return roundedQuotient(a.units, 10n ** BigInt(a.scale - 2));
}

/** cents → "1234.50" */
export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** Sum of the texts, in cents; undefined entries count as zero. Null if any text is not a decimal. */
export function sumCents(texts: (string | undefined)[]): bigint | null {
  let total: Scaled = { units: 0n, scale: 0 };
  for (const t of texts) {
    if (t === undefined) continue;
    const d = parseDecimal(t);
    if (!d) return null;
    total = add(total, d);
  }
  return toCents(total);
}
