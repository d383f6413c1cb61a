import type { KeyboardEvent } from 'react';

/** The review's inputs, in reading order, that keyboard navigation moves through. */
export const REVIEW_INPUT = 'data-review-input';

/**
 * Enter in a value moves to the next value that can still be edited (Tab does the same natively,
 * stopping on the delete buttons too): keyboard-only review, as in Rossum. Shift+Enter goes back.
 */
export function moveOnEnter(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey) return;
  const from = event.target as HTMLElement;
  if (!from.hasAttribute(REVIEW_INPUT)) return;
  const inputs = Array.from(
    event.currentTarget.querySelectorAll<HTMLInputElement>(`input[${REVIEW_INPUT}]:not(:disabled)`),
  );
  const at = inputs.indexOf(from as HTMLInputElement);
  const next = inputs[at + (event.shiftKey ? -1 : 1)];
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.select();
}
