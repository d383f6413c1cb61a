import { isSignedOutReason, SIGNED_OUT_MESSAGES, SIGNED_OUT_PARAM } from '@paperbridge/contracts';
import type { InteractionDetails } from './interaction-context.ts';

/** The sentence for why this browser was signed out, when the web app said so in the authorization request. */
export function signedOutNotice(details: InteractionDetails): string | undefined {
  const reason = details.params[SIGNED_OUT_PARAM];
  return isSignedOutReason(reason) ? SIGNED_OUT_MESSAGES[reason] : undefined;
}
