import { it } from 'node:test';
import assert from 'node:assert/strict';
import { pipelineStepSchema } from '@paperbridge/contracts';
import { STAGES, stepAfter } from './stages.ts';

// the contracts' step list (the milestone trail, the sweeper's queues) and STAGES must name the same steps in the same order
it('STAGES runs the steps the contracts name, in their order, and deliver is the last', () => {
  assert.deepEqual(
    STAGES.map((s) => s.step),
    pipelineStepSchema.options,
  );
  assert.equal(stepAfter('review'), 'deliver');
  assert.equal(stepAfter('deliver'), null);
});
