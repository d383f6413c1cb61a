import {
  fieldKindOf,
  type AppliedField,
  type AppliedTable,
  type DocumentModel,
  type FailedCheck,
  type FieldKind,
  type Template,
  type TemplateApplyResult,
} from '@paperbridge/contracts';
import { parseAmount, parseDate, type EInvoice, type EInvoiceFinding } from '@paperbridge/engine';
import { einvoiceColumnOf, einvoiceHeaderOf, invoiceLines } from './einvoice-field-table.ts';
import { locatePrintedValue } from './locate-printed-value.ts';

export interface EInvoiceApplied {
  applied: TemplateApplyResult;
  /** a value was taken from the printed page by the template (not from the e-invoice, not a fixed value) */
  printedUsed: boolean;
}

const MISSING: AppliedField = { value: null, confidence: 0, page: null, polygon: null, missing: true };
const TOTAL_FIELDS = ['total amount', 'total', 'amount', 'balance due'];
const squash = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Whether the printed reading and the e-invoice's value are the same value of the field's kind. */
export function sameValue(printed: string, exact: string, kind: FieldKind): boolean {
  if (kind === 'amount' || kind === 'quantity' || kind === 'percentage') {
    const target = Number(exact);
    return ([',', '.'] as const).some((mark) => {
      const p = parseAmount(printed, mark);
      return p.ok && Math.abs(Math.abs(p.value) - Math.abs(target)) < 0.005;
    });
  }
  if (kind === 'date')
    return (['DMY', 'MDY', 'YMD'] as const).some((order) => {
      const p = parseDate(printed, order);
      return p.ok && p.iso === exact;
    });
  return squash(printed) === squash(exact);
}

/**
 * Issue 25: the mapping's fields and line-item columns filled from the e-invoice, whatever the printed layout, by
 * the documented table (einvoice-field-table.ts): each with confidence 1, source `einvoice`, and its box where the
 * page prints it. The template's reading of the printed page (`printed`) counts only when the sample is this
 * supplier's (`sampleSupplier`): then a printed value that says otherwise is kept beside the e-invoice's (`readAs`)
 * and sends the document to review, and fields the e-invoice has no term for are read from the page as before. A
 * fixed value stays fixed. The reader's warnings (the printed total nowhere on the page, lines that do not add up)
 * become failed checks, so the document waits for a person.
 */
export function einvoiceApplied(args: {
  invoice: EInvoice;
  warnings: EInvoiceFinding[];
  template: Template;
  model: DocumentModel;
  printed: TemplateApplyResult | null;
  sampleSupplier: boolean;
}): EInvoiceApplied {
  const { invoice, template, model } = args;
  const printed = args.sampleSupplier ? args.printed : null;
  const checks: FailedCheck[] = [];
  const fields: Record<string, AppliedField> = {};
  let printedUsed = false;
  for (const f of template.fields) {
    const read = args.printed?.fields[f.name];
    const exact = einvoiceHeaderOf(f.name)?.(invoice)?.trim();
    if (read?.source === 'fixed') {
      fields[f.name] = read;
      continue;
    }
    if (!exact) {
      const fromPage = printed?.fields[f.name];
      fields[f.name] = fromPage ?? MISSING;
      if (fromPage && !fromPage.missing) printedUsed = true;
      continue;
    }
    const kind = fieldKindOf(f.name);
    const place = locatePrintedValue(model, exact, kind);
    const other = printed?.fields[f.name];
    const differs = other && !other.missing && other.value && !sameValue(other.value, exact, kind);
    fields[f.name] = {
      value: exact,
      confidence: 1,
      page: place?.page ?? null,
      polygon: place?.polygon ?? null,
      missing: false,
      source: 'einvoice',
      ...(differs ? { readAs: other.value! } : {}),
    };
    if (differs)
      checks.push({
        field: f.name,
        code: 'einvoice_printed_differs',
        message: `${f.name}: the e-invoice says "${exact}", the printed page "${other.value}".`,
      });
  }
  const lines = invoiceLines(invoice);
  const tables: AppliedTable[] = template.tables.map((t, k) => {
    const names = t.columns.map((c) => c.name);
    if (!names.some((n) => einvoiceColumnOf(n))) return printed?.tables[k] ?? { rows: [], confidence: 0, page: null };
    const rows = lines.map((l) => Object.fromEntries(names.map((n) => [n, einvoiceColumnOf(n)?.(l)?.trim() ?? null])));
    return { rows, confidence: 1, page: null };
  });
  const totalField = template.fields.find((f) => TOTAL_FIELDS.includes(f.name.trim().toLowerCase()))?.name;
  for (const w of args.warnings)
    checks.push({
      field: totalField ?? 'E-invoice',
      code: `einvoice_${w.rule.toLowerCase()}`,
      message: `E-invoice: ${w.message.charAt(0).toUpperCase()}${w.message.slice(1)}${/[.!?]$/.test(w.message) ? '' : '.'}`,
    });
  const scores = [...Object.values(fields).map((f) => f.confidence), ...tables.map((t) => t.confidence)];
  const confidence = scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : 0;
  return {
    applied: { fields, tables, confidence, ...(checks.length ? { checks } : {}) },
    printedUsed,
  };
}
