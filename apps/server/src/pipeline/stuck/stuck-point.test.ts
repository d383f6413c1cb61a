import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { PipelineStep, StageStatus } from '@paperbridge/contracts';
import { stuckPoint, type StageFacts } from './stuck-point.ts';

const now = new Date('2026-03-03T12:00:00Z');
const rec = (step: PipelineStep, status: StageStatus, more: Partial<StageFacts> = {}): StageFacts => ({
  step,
  destination: '',
  status,
  errors: [],
  runs: 1,
  nextAttemptAt: null,
  ...more,
});
const through = (last: PipelineStep) =>
  (['intake', 'extract', 'map', 'review'] as const)
    .slice(0, ['intake', 'extract', 'map', 'review'].indexOf(last) + 1)
    .map((s) => rec(s, s === 'review' ? 'skipped' : 'success'));
const out = (destination: string, status: StageStatus, more: Partial<StageFacts> = {}) =>
  rec('deliver', status, { destination, ...more });

describe('where a document with no job left stopped (issue 24 point 3)', () => {
  it('a stage that never ran, or ran and never finished, is the one to run again', () => {
    assert.deepEqual(stuckPoint([], now), { kind: 'stage', step: 'intake' });
    assert.deepEqual(stuckPoint(through('intake'), now), { kind: 'stage', step: 'extract' });
    assert.deepEqual(stuckPoint([...through('extract'), rec('map', 'running')], now), { kind: 'stage', step: 'map' });
    assert.deepEqual(stuckPoint(through('review'), now), { kind: 'stage', step: 'deliver' });
  });

  it('a decision recorded but not applied is applied: a failure, a wait for review', () => {
    const error = { code: 'unreadable', message: 'The document could not be read.' };
    assert.deepEqual(stuckPoint([...through('intake'), rec('extract', 'failed', { errors: [error] })], now), {
      kind: 'failed',
      step: 'extract',
      error,
    });
    assert.deepEqual(stuckPoint([...through('map'), rec('review', 'awaiting_review', { errors: [error] })], now), {
      kind: 'review',
      reasons: [error],
    });
  });

  it('every destination sent: delivered; one sent and one never finished: that one; a failure told, a daily file or a retry scheduled: nothing to do', () => {
    assert.deepEqual(stuckPoint([...through('review'), out('Webhook', 'success'), out('FTP', 'success')], now), {
      kind: 'delivered',
    });
    const running = out('FTP', 'running');
    assert.deepEqual(stuckPoint([...through('review'), out('Webhook', 'success'), running], now), {
      kind: 'destinations',
      records: [running],
    });
    assert.deepEqual(stuckPoint([...through('review'), out('Webhook', 'failed')], now), { kind: 'none' });
    assert.deepEqual(
      stuckPoint(
        [
          ...through('review'),
          out('Email', 'pending', { errors: [{ code: 'batched', message: 'waits for the daily file' }] }),
        ],
        now,
      ),
      { kind: 'none' },
    );
    assert.deepEqual(
      stuckPoint(
        [...through('review'), out('Webhook', 'pending', { nextAttemptAt: new Date(now.getTime() + 60_000) })],
        now,
      ),
      { kind: 'none' },
    );
    assert.deepEqual(
      stuckPoint([...through('review'), rec('deliver', 'skipped')], now),
      { kind: 'none' },
      'a mapping without destination',
    );
  });
});
