import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RETENTION_DAYS } from './doc-types.contracts.ts';
import { RETENTION_OPTIONS } from './retention-options.ts';

describe('retention choices (issue 26, spec 001 §4)', () => {
  it('offer every retention state once, each with its days', () => {
    assert.deepEqual(
      RETENTION_OPTIONS.map((o) => o.state),
      Object.keys(RETENTION_DAYS).map(Number),
    );
    for (const o of RETENTION_OPTIONS) assert.equal(o.days, RETENTION_DAYS[o.state], o.label);
  });
  it('include 4 Years (1440 days) and the minimum period', () => {
    assert.equal(RETENTION_OPTIONS.find((o) => o.days === 1440)?.label, '4 Years');
    assert.equal(RETENTION_OPTIONS.find((o) => o.days === 0)?.label, 'Minimum Retention Period');
  });
});
