import { RETENTION_DAYS } from './doc-types.contracts.ts';

export interface RetentionOption {
  /** the retention state of spec 001 §4 (1..8) */
  state: number;
  days: number;
  label: string;
}

/**
 * The retention choices, one list for the create and the edit screens alike (issue 26): every state of
 * spec 001 §4's table, 4 Years included (the spec's reading had it on edit only, so a period chosen on
 * edit could not be chosen for a new mapping); 8 keeps the source only until the output is delivered.
 */
export const RETENTION_OPTIONS: readonly RetentionOption[] = [
  { state: 1, days: RETENTION_DAYS[1]!, label: '30 Days' },
  { state: 2, days: RETENTION_DAYS[2]!, label: '60 Days' },
  { state: 3, days: RETENTION_DAYS[3]!, label: '90 Days' },
  { state: 4, days: RETENTION_DAYS[4]!, label: '180 Days' },
  { state: 5, days: RETENTION_DAYS[5]!, label: '1 Year' },
  { state: 6, days: RETENTION_DAYS[6]!, label: '2 Years' },
  { state: 7, days: RETENTION_DAYS[7]!, label: '4 Years' },
  { state: 8, days: RETENTION_DAYS[8]!, label: 'Minimum Retention Period' },
];
