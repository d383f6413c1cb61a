import { defineJob } from '../context/job-definition.ts';
import { learnFromApproval } from '../services/mappings/learn-from-approval.ts';

/**
 * Corrections teach the mapping: queued by an approval, it learns the corrected header values into the
 * mapping's template (services/mappings/learn-from-approval.ts). One job per document and attempt; a
 * retry learns nothing twice.
 */
export const learnFromApprovalJob = defineJob({
  name: 'learn-from-approval',
  handler: (ctx, data) => learnFromApproval(ctx, data),
});
