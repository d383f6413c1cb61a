import type { FormFieldRow } from '@paperbridge/contracts';

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** What the sample itself reads for the row: its reading kept when the user corrected the text, else the text shown. */
export const sampleReading = (row: Pick<FormFieldRow, 'value' | 'readAs'>): string => row.readAs ?? row.value;

/** Whether the user corrected the row's text on the mapping screen (issue 22 point 4). */
export const isTextCorrected = (row: Pick<FormFieldRow, 'value' | 'readAs'>): boolean =>
  row.readAs !== undefined && collapse(row.readAs) !== collapse(row.value);

/**
 * The row with its text corrected: the sample's own reading is kept once in `readAs` (so the screen can say what
 * the sample reads, and the server learns the typed text at that place); the reading saved unchanged is confirmed
 * by the user (the print says the same); text left empty drops the correction.
 */
export function correctRowText(row: FormFieldRow, text: string): FormFieldRow {
  const reading = sampleReading(row);
  const typed = collapse(text);
  const { readAs: _read, textConfirmed: _confirmed, ...rest } = row;
  if (!typed) return { ...rest, value: reading };
  if (typed === collapse(reading)) return { ...rest, value: reading, textConfirmed: true };
  return { ...rest, value: typed, readAs: reading };
}

/** The row's fixed value ("Always deliver this value", issue 22 point 3); blank removes it. */
export function setFixedValue(row: FormFieldRow, value: string): FormFieldRow {
  const { fixedValue: _old, ...rest } = row;
  const fixed = value.trim();
  return fixed ? { ...rest, fixedValue: fixed } : rest;
}

/** A change to one row of the draft's header rows. */
export const updateRow = (
  rows: readonly FormFieldRow[],
  uniqueId: string,
  change: (row: FormFieldRow) => FormFieldRow,
): FormFieldRow[] => rows.map((r) => (r.unique_id === uniqueId ? change(r) : r));
