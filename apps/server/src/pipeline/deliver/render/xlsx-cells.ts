import type ExcelJS from 'exceljs';
import type { FieldKind, TypedValue } from '@paperbridge/contracts';

/** Number formats of typed cells (issue 30): a program summing them sees numbers; a person sees them grouped. */
const NUMBER_FORMAT: Partial<Record<FieldKind, string>> = {
  amount: '#,##0.00',
  quantity: '#,##0.###',
  percentage: '0.00"%"',
};

/** '2018-03-05' as an Excel date (midnight UTC, which exceljs writes as the serial day). */
const asDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
};

/**
 * Writes a typed value into a cell: numbers as numeric cells with a number format, ISO dates as date cells in the
 * company's date format, text as text (never a formula: exceljs writes a string as a string). Empty stays empty.
 */
export function setTypedCell(cell: ExcelJS.Cell, value: TypedValue, kind: FieldKind, dateFormat: string): void {
  if (value === null || value === '') return;
  if (typeof value === 'number') {
    cell.value = value;
    const fmt = NUMBER_FORMAT[kind];
    if (fmt) cell.numFmt = fmt;
    return;
  }
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    cell.value = asDate(value);
    cell.numFmt = dateFormat;
    return;
  }
  cell.value = value;
}

/** An Excel date format from how the company writes 5 March 2018 ('05.03.2018' → 'dd.mm.yyyy'). */
export function excelDateFormat(written: string): string {
  const f = written.replace('2018', 'yyyy').replace('03', 'mm').replace('05', 'dd');
  return /yyyy/.test(f) && /mm/.test(f) && /dd/.test(f) ? f : 'yyyy-mm-dd';
}
