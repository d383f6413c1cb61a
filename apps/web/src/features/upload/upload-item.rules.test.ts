import { defaultLocaleFor, type DocumentProgress, type DocumentState } from '@paperbridge/contracts';
import { describe, expect, it } from 'vitest';
import {
  allSettled,
  applyProgress,
  newItem,
  processingStart,
  shownMessage,
  statusText,
  type UploadItem,
} from './upload-item.rules';

const ev = (
  dtId: string,
  state: DocumentState,
  progress: number,
  o: Partial<DocumentProgress> = {},
): DocumentProgress => ({
  dtId,
  fileName: `${dtId}.pdf`,
  source: 'manual',
  state,
  step: null,
  stepStatus: null,
  progress,
  done: ['ready', 'failed', 'duplicate', 'insufficient_balance', 'awaiting_review', 'delivered'].includes(state),
  approvalStatus: null,
  message: null,
  ...o,
});
const started = (id: string, dtId: string): UploadItem => processingStart(newItem(id, `${dtId}.pdf`), dtId, 'queued');

describe('processing panel progress (follows the DocProgress stream)', () => {
  it('a document starts where its state is, and follows the real stages', () => {
    let items = [started('u1', 'd1'), started('u2', 'd2')];
    expect(items.map((i) => i.progress)).toEqual([10, 10]);
    items = applyProgress(items, [ev('d1', 'extracting', 40), ev('d2', 'intake', 20)]);
    expect(items.map((i) => [i.progress, statusText(i)])).toEqual([
      [40, 'Extracting'],
      [20, 'Received'],
    ]);
    items = applyProgress(items, [ev('d1', 'ready', 100), ev('d2', 'mapping', 80)]);
    expect(items.map((i) => [i.phase, i.progress])).toEqual([
      ['done', 100],
      ['processing', 80],
    ]);
    expect(allSettled(items)).toBe(false);
    items = applyProgress(items, [ev('d2', 'awaiting_review', 100)]);
    expect(allSettled(items)).toBe(true);
    expect(statusText(items[1]!)).toBe('Waiting for review');
  });

  it('a bar never moves back (a stale event after a newer one)', () => {
    const items = applyProgress(applyProgress([started('u1', 'd1')], [ev('d1', 'mapping', 80)]), [
      ev('d1', 'intake', 20),
    ]);
    expect(items[0]!.progress).toBe(80);
  });

  it("a failed document ends at 100% with the server's reason; balance failures get the spec text", () => {
    const [failed, broke] = applyProgress(
      [started('u1', 'd1'), started('u2', 'd2')],
      [ev('d1', 'failed', 100, { message: 'The document could not be read.' }), ev('d2', 'insufficient_balance', 100)],
    );
    expect([failed!.phase, failed!.progress, statusText(failed!)]).toEqual([
      'failed',
      100,
      'The document could not be read.',
    ]);
    expect(statusText(broke!)).toBe(
      'Your account balance is insufficient to process this document. Please Top-up now.',
    );
  });

  it('files that never became documents are not touched and do not hold the panel open', () => {
    const refused: UploadItem = {
      ...newItem('u9', 'again.pdf'),
      phase: 'refused',
      message: 'This document was already uploaded for this mapping on 2026-01-02.',
    };
    const items = applyProgress([refused, started('u1', 'd1')], [ev('d1', 'ready', 100)]);
    expect(items[0]).toEqual(refused);
    expect(statusText(items[0]!)).toBe('This document was already uploaded for this mapping on 2026-01-02.');
    expect(allSettled(items)).toBe(true);
  });

  it("the duplicate refusal names the earlier upload's day the company's way (issue 30 point 5)", () => {
    const refusal = 'This document was already uploaded for this mapping on 2026-01-02.';
    expect(shownMessage(refusal, defaultLocaleFor('DE'))).toBe(
      'This document was already uploaded for this mapping on 02.01.2026.',
    );
    expect(shownMessage('The document could not be read.', defaultLocaleFor('DE'))).toBe(
      'The document could not be read.',
    );
  });
});
