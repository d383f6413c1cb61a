import type { StageStatus } from '@paperbridge/contracts';

/** One of the current attempt's 'deliver' stage records ('' is the stage's own record, written when it is skipped). */
export interface DeliverRecord {
  destination: string;
  status: StageStatus;
}

/**
 * Whether automatic delivery is still under way for a document (issue 26): it was handed to delivery (state `ready`
 * or `delivering`) and either the deliver stage has not written its records yet or a destination is still waiting
 * for its first or next try, or being sent. Only when this is false does an approved-but-not-sent document (3) offer
 * Send: before, a Send would only ask for what is already happening. A destination that failed for good or succeeded
 * is settled; a skipped stage (no destination) has nothing left to send.
 */
export function deliveryUnderWay(state: string, records: readonly DeliverRecord[]): boolean {
  if (state !== 'ready' && state !== 'delivering') return false;
  if (!records.length) return true;
  return records.some((r) => r.destination !== '' && (r.status === 'pending' || r.status === 'running'));
}
