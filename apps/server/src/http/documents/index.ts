import type { RouteRegistrar } from '../route-registrar.ts';
import { pdfPageCountRoute } from './pdf-page-count.route.ts';
import { getS3DetailsRoute } from './get-s3-details.route.ts';
import { uploadFileRoute } from './upload-file.route.ts';
import { createDocIntentRoute } from './create-doc-intent.route.ts';
import { processDocIntentRoute } from './process-doc-intent.route.ts';
import { docProgressRoute } from './doc-progress.route.ts';
import { getDataForApprovalRoute } from './get-data-for-approval.route.ts';
import { reProcessDocCheckRoute, reProcessDocRoute } from './re-process-doc.route.ts';
import { getDocMilestoneRoute } from './get-doc-milestone.route.ts';
import { getMobileMappingsRoute } from './get-mobile-mappings.route.ts';
import { approveDataRoute } from './approve-data.route.ts';
import { getDocWordsRoute } from './get-doc-words.route.ts';

/** The document pipeline's calls: manual upload (spec 002), progress, reprocess and milestone (spec 000). */
export const documentRoutes: RouteRegistrar[] = [
  pdfPageCountRoute,
  getS3DetailsRoute,
  uploadFileRoute,
  createDocIntentRoute,
  processDocIntentRoute,
  docProgressRoute,
  getDataForApprovalRoute,
  reProcessDocCheckRoute,
  reProcessDocRoute,
  getDocMilestoneRoute,
  getMobileMappingsRoute,
  approveDataRoute,
  getDocWordsRoute,
];
