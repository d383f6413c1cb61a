import type { DocumentProgress } from '@paperbridge/contracts';

export type CaptureStatus =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'processing'; dtId: string; progress: number; label: string }
  | { phase: 'done'; dtId: string; outcome: 'ready' | 'review' | 'failed'; message: string | null }
  | { phase: 'error'; message: string };

const STEP_LABEL: Record<string, string> = {
  intake: 'Received',
  extract: 'Reading the photo',
  map: 'Mapping the values',
  review: 'Checking',
  deliver: 'Delivering',
};

/** The page's status from one DocProgress event about its document. */
export function statusFromProgress(p: DocumentProgress): CaptureStatus {
  if (!p.done)
    return {
      phase: 'processing',
      dtId: p.dtId,
      progress: p.progress,
      label: (p.step && STEP_LABEL[p.step]) || 'Queued',
    };
  if (p.state === 'awaiting_review') return { phase: 'done', dtId: p.dtId, outcome: 'review', message: p.message };
  if (['ready', 'delivering', 'delivered'].includes(p.state))
    return { phase: 'done', dtId: p.dtId, outcome: 'ready', message: null };
  return { phase: 'done', dtId: p.dtId, outcome: 'failed', message: p.message };
}
