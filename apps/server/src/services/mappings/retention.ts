import {
  AGREEMENT_RETENTION_STATE,
  DOC_TYPE,
  MAP_MSG,
  RETENTION_DAYS,
  RETENTION_DEFAULT_STATE,
  retentionStateOfDays,
} from '@paperbridge/contracts';
import { ruleError } from './rule-error.ts';

/**
 * Retention (spec 001 §4): the days of the spec's payload (retentionDuration), else a state 1..8;
 * the agreement type is forced to 90 days;
 * nothing given keeps `fallback` (the stored state on edit, 8 = minimum on create).
 */
export function resolveRetention(
  docTypeId: number,
  input: { retentionState?: number; retentionDuration?: number },
  fallback = RETENTION_DEFAULT_STATE,
): { retentionState: number; retentionDuration: number } {
  let state = fallback;
  if (docTypeId === DOC_TYPE.leaveAndLicenseAgreement) state = AGREEMENT_RETENTION_STATE;
  else if (input.retentionDuration !== undefined) {
    const s = retentionStateOfDays(input.retentionDuration);
    if (s === null) throw ruleError('retentionDuration', MAP_MSG.retentionInvalid);
    state = s;
  } else if (input.retentionState !== undefined) {
    if (!(input.retentionState in RETENTION_DAYS)) throw ruleError('retentionState', MAP_MSG.retentionInvalid);
    state = input.retentionState;
  }
  return { retentionState: state, retentionDuration: RETENTION_DAYS[state]! };
}
