import { z } from 'zod';

/**
 * When a mapping's documents stop for a person's review (issue 22 point 2, beyond the spec, offered on every
 * mapping): 'always', every document; 'unsure', only a document with a value below the calibrated confidence
 * threshold, a value not found, or a failed check. The spec's "Review the output before finalising." checkbox
 * (E-mail + EXCEL output) stays where the spec puts it; ticked, it means 'always'.
 */
export const reviewModeSchema = z.enum(['always', 'unsure']);
export type ReviewMode = z.infer<typeof reviewModeSchema>;

/** A mapping that says nothing (created before the choice existed, or a client that does not send it). */
export const DEFAULT_REVIEW_MODE: ReviewMode = 'unsure';

export const REVIEW_MODE_TEXT = {
  label: 'When should a person review the data?',
  always: 'Review every document',
  unsure: 'Review only when unsure',
  /** the one line under the choice: what "unsure" means */
  unsureHelp:
    'Unsure: a value was read with less confidence than we trust, a value was not found, or a check (such as subtotal + tax = total) failed.',
} as const;
