import { isValidConfigName, MAP_MSG } from '@paperbridge/contracts';

/** The mapping-name rule (spec 001 §5): letters, digits and dots, with at least one letter and one digit. */
export function configNameError(name: string): string | null {
  if (!name) return null;
  return isValidConfigName(name) ? null : MAP_MSG.nameRule;
}
