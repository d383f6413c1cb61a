import { AGREEMENT_RETENTION_STATE, DOC_TYPE, RETENTION_DAYS, RETENTION_DEFAULT_STATE } from '@paperbridge/contracts';

// the choices themselves are RETENTION_OPTIONS in the contracts: one list for create and edit (issue 26)
export const MINIMUM_RETENTION_STATE = RETENTION_DEFAULT_STATE;
/** 'No retention set' on edit reads as 7 (spec 001 §4, the edit reading). */
export const EDIT_UNSET_RETENTION_STATE = 7;

export const durationOfState = (state: number): number => RETENTION_DAYS[state] ?? 0;

/** On load in edit: none set → 7; 0 → minimum (8); 30..1440 → their states. */
export function stateOfDuration(days: number | null | undefined): number {
  if (days === null || days === undefined) return EDIT_UNSET_RETENTION_STATE;
  const hit = Object.entries(RETENTION_DAYS).find(([, d]) => d === days);
  return hit ? Number(hit[0]) : EDIT_UNSET_RETENTION_STATE;
}

export const isAgreementType = (docTypeId: number | null | undefined) =>
  docTypeId === DOC_TYPE.leaveAndLicenseAgreement;

/** Create default is the minimum period; the agreement type is forced to 90 days. */
export const initialRetentionState = (docTypeId: number | null | undefined) =>
  isAgreementType(docTypeId) ? AGREEMENT_RETENTION_STATE : RETENTION_DEFAULT_STATE;

/** A timed option (anything but the minimum) shows the deletion notice. */
export const isTimedRetention = (state: number) => state !== MINIMUM_RETENTION_STATE;
