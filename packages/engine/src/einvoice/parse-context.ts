import type { Element } from '@xmldom/xmldom';
import { text, where } from './dom-select.ts';
import type { EInvoiceFinding, EInvoiceNumber } from './einvoice.types.ts';
import { toEInvoiceNumber } from './exact-decimal.ts';

/**
 * What a syntax parser records while it reads: a value that is present but unreadable (an amount
 * "12,50", a date "20171332") is a failure, never a silently missing field.
 */
export class ParseContext {
  readonly problems: EInvoiceFinding[] = [];
  /** what was read in a way worth a reviewer's look (warnings) */
  readonly notes: EInvoiceFinding[] = [];

  number(el: Element | undefined, term: string): EInvoiceNumber | undefined {
    const raw = text(el);
    if (raw === undefined) return undefined;
    const n = toEInvoiceNumber(raw);
    if (!n)
      this.problems.push({ rule: 'EINV-NUMBER', message: `${term} "${raw}"${where(el!)} is not a decimal number` });
    return n;
  }

  /** `format`: UN/CEFACT 2379 code of a CII date (102 = YYYYMMDD); undefined for UBL's xs:date. */
  date(el: Element | undefined, raw: string | undefined, format: string | undefined, term: string): string | undefined {
    if (raw === undefined) return undefined;
    const iso = toIsoDate(raw, format);
    if (!iso) {
      const fmt = format ? ` in format ${format}` : '';
      this.problems.push({
        rule: 'EINV-DATE',
        message: `${term} "${raw}"${fmt}${el ? where(el) : ''} is not a calendar date`,
      });
    }
    return iso;
  }
}

/** "20240131" (format 102), "2024-01-31" or "2024-01-31+01:00" (xs:date) → "2024-01-31"; null if no such day. */
export function toIsoDate(raw: string, format: string | undefined): string | undefined {
  const t = raw.trim();
  let m: RegExpExecArray | null;
  if ((format === undefined || format === '102') && (m = /^(\d{4})(\d{2})(\d{2})$/.exec(t))) return valid(m);
  if (format === undefined && (m = /^(\d{4})-(\d{2})-(\d{2})(?:Z|[+-]\d{2}:\d{2})?$/.exec(t))) return valid(m);
  return undefined;
}

function valid(m: RegExpExecArray): string | undefined {
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return `${m[1]}-${m[2]}-${m[3]}`;
}
