import { interactionPolicy } from 'oidc-provider';

/**
 * The provider's default prompts (login, consent) plus a requestable `create` prompt, so an
 * authorization request with `prompt=create` opens the sign-up page directly (OIDC Prompt Create).
 */
export function buildInteractionPolicy() {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);
  return policy;
}
