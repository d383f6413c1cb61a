import type { CallSpec } from '@paperbridge/contracts';

/** The first link in a text (an e-mail's body) whose path is this call's: the link a person would follow. */
export function linkToCall(text: string, spec: CallSpec): string | undefined {
  return text.match(/https?:\/\/\S+/g)?.find((link) => new URL(link).pathname === spec.path);
}
