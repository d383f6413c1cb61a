import { z } from 'zod';
import { MAP_MSG } from '@paperbridge/contracts';
import { ruleError } from './rule-error.ts';

export const MAX_EMAILS = 10;
const emailSchema = z.email();

/** An e-mail chip list (spec 001 §5): trimmed, lower-cased, valid, unique, at most 10. */
export function cleanEmailList(list: string[] | undefined, field: string): string[] {
  const out: string[] = [];
  for (const raw of list ?? []) {
    const email = raw.trim().toLowerCase();
    if (!email) continue;
    if (!emailSchema.safeParse(email).success) throw ruleError(field, MAP_MSG.validEmail);
    if (out.includes(email)) throw ruleError(field, MAP_MSG.emailInUse);
    out.push(email);
  }
  if (out.length > MAX_EMAILS) throw ruleError(field, MAP_MSG.maxEmails);
  return out;
}
