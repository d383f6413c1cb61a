import { MAP_MSG } from '@paperbridge/contracts';
import { ruleError } from './rule-error.ts';

/**
 * '(+XX) XXX XXX XXX': a '(+' prefix, a code of 1-4 digits, ')', then the number (digits and spaces,
 * at most 12 digits); at least 14 characters in all (spec 001 §5).
 */
export function isEnterprisePhone(s: string): boolean {
  const m = /^\(\+(\d{1,4})\)\s?([\d ]+)$/.exec(s);
  if (!m || s.length < 14) return false;
  const digits = m[2]!.replace(/ /g, '');
  return digits.length >= 6 && digits.length <= 12;
}

/** The "Connect With Your Enterprise Systems" form; null when not filled at all. */
export function validateEnterprise(
  input: { contactName?: string; contactNumber?: string; requestMessage?: string } | undefined,
  draft: boolean,
): { contactName: string; contactNumber: string; requestMessage: string } | null {
  if (!input || (!input.contactName && !input.contactNumber && !input.requestMessage)) return null;
  if (!draft) {
    if (!input.contactName) throw ruleError('config.enterpriseRequest.contactName', MAP_MSG.enterpriseName);
    if (!input.requestMessage)
      throw ruleError('config.enterpriseRequest.requestMessage', MAP_MSG.enterpriseRequirements);
    if (!input.contactNumber) throw ruleError('config.enterpriseRequest.contactNumber', MAP_MSG.enterprisePhone);
  }
  if (input.contactNumber && !isEnterprisePhone(input.contactNumber))
    throw ruleError('config.enterpriseRequest.contactNumber', MAP_MSG.enterprisePhone);
  return {
    contactName: input.contactName ?? '',
    contactNumber: input.contactNumber ?? '',
    requestMessage: input.requestMessage ?? '',
  };
}
