import {
  PROGRESS_OF_STATE,
  UPLOAD_MSG,
  type CompanyLocale,
  type DocumentProgress,
  type DocumentState,
} from '@paperbridge/contracts';
import { localiseDayInMessage } from '../../app/locale/locale-format';

/**
 * One file of an upload, from the moment it is picked until the pipeline settles it:
 * waiting → uploading → uploaded → processing → done, or refused (CreateDocIntent said no) / failed.
 */
export type UploadPhase = 'waiting' | 'uploading' | 'uploaded' | 'refused' | 'processing' | 'done' | 'failed';

export interface UploadItem {
  /** local id: file names can repeat across batches */
  id: string;
  fileName: string;
  phase: UploadPhase;
  /** 0..100; only ever goes up */
  progress: number;
  /** the pipeline state once the document exists */
  state: DocumentState | null;
  dtId: string | null;
  /** the server's reason for a refusal or failure, or a note (progress unavailable) */
  message: string | null;
}

export const newItem = (id: string, fileName: string): UploadItem => ({
  id,
  fileName,
  phase: 'waiting',
  progress: 0,
  state: null,
  dtId: null,
  message: null,
});

const FAILED_STATES: readonly DocumentState[] = ['failed', 'duplicate', 'insufficient_balance'];

/**
 * Folds one DocProgress event into the items: the bar follows the real stages (PROGRESS_OF_STATE
 * as computed by the server) and never moves back, so a late event cannot make it jump down.
 */
export function applyProgress(items: readonly UploadItem[], events: readonly DocumentProgress[]): UploadItem[] {
  return items.map((item) => {
    const e = item.dtId ? events.find((x) => x.dtId === item.dtId) : undefined;
    if (!e || item.phase === 'done' || item.phase === 'failed') return item;
    const failed = FAILED_STATES.includes(e.state);
    const phase = e.done ? (failed ? 'failed' : 'done') : 'processing';
    const progress = e.done ? 100 : Math.max(item.progress, e.progress);
    const message = failed
      ? (e.message ?? (e.state === 'insufficient_balance' ? UPLOAD_MSG.insufficientBalance : null))
      : item.message;
    return { ...item, phase, progress, state: e.state, message };
  });
}

/** The document exists and is queued: where its bar starts. */
export const processingStart = (item: UploadItem, dtId: string, state: DocumentState): UploadItem => ({
  ...item,
  phase: 'processing',
  dtId,
  state,
  progress: Math.max(item.progress, PROGRESS_OF_STATE[state]),
});

const STATE_TEXT: Record<DocumentState, string> = {
  uploaded: 'Uploaded',
  queued: 'Queued',
  intake: 'Received',
  extracting: 'Extracting',
  mapping: 'Mapping',
  awaiting_review: 'Waiting for review',
  ready: 'Processed',
  delivering: 'Processed',
  delivered: 'Processed',
  failed: 'Failed',
  duplicate: 'Duplicate',
  insufficient_balance: 'Insufficient balance',
};

/** The "Document Status" column of the upload status modal. */
export function statusText(item: UploadItem): string {
  switch (item.phase) {
    case 'waiting':
      return 'Waiting';
    case 'uploading':
      return 'Uploading';
    case 'uploaded':
      return 'Uploaded';
    case 'refused':
    case 'failed':
      return item.message ?? (item.state ? STATE_TEXT[item.state] : 'Failed');
    default:
      return item.state ? STATE_TEXT[item.state] : 'Processing';
  }
}

/** A status or server message as shown: the duplicate refusal's day (the earlier upload's, sent as YYYY-MM-DD) the company's way. */
export const shownMessage = (text: string, locale: CompanyLocale) =>
  localiseDayInMessage(text, UPLOAD_MSG.duplicate, locale);

export const isProblem = (item: UploadItem) => item.phase === 'refused' || item.phase === 'failed';
export const isTracked = (item: UploadItem) => item.dtId !== null;
/** Every tracked document has settled: the progress stream may stop. */
export const allSettled = (items: readonly UploadItem[]) =>
  items.filter(isTracked).every((i) => i.phase === 'done' || i.phase === 'failed');
