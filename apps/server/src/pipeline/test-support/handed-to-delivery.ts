import type { DocumentState } from '@paperbridge/contracts';

/**
 * States of a document that was extracted and mapped (approved or not needing approval) and handed
 * on: 'ready', then 'delivering' while its destinations are sent to, 'delivered' once all are. Tests
 * about intake and extraction accept any of them; pipeline/delivery.test.ts checks delivery itself.
 */
export const HANDED_TO_DELIVERY: readonly DocumentState[] = ['ready', 'delivering', 'delivered'];
