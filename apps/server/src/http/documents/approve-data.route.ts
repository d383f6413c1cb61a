import {
  DOCUMENT_CALLS,
  APPROVAL_MSG,
  SPREADSHEET_MSG,
  approveDataRequestSchema,
  type ApproveDataRequest,
} from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { readMultipart } from '../mapping/read-multipart.ts';
import { ruleError } from '../../services/mappings/rule-error.ts';
import { approveDocument } from '../../services/documents/approve-document.ts';
import { approveSpreadsheet, SPREADSHEET_MAX_BYTES } from '../../services/documents/approve-spreadsheet.ts';

/**
 * POST /api/Admin/Map/ApproveData, both types of spec 000 §3 on one path:
 * - form type: a JSON body (validated by the schema, which applies to JSON only);
 * - spreadsheet type: `?docId` and a multipart `file` holding the reviewed xlsx (at most 5 MB).
 * Either stores the approved data and sends the document on to delivery.
 */
export function approveDataRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    DOCUMENT_CALLS.approveData.path,
    {
      ...icrAccess(ctx),
      schema: {
        body: { content: { 'application/json': { schema: approveDataRequestSchema } } },
        querystring: DOCUMENT_CALLS.approveData.query,
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (request.isMultipart()) {
        const docId = request.query.docId;
        if (!docId) throw ruleError('docId', 'docId is required.');
        const { file } = await readMultipart(request, SPREADSHEET_MSG.fileRequired, {
          maxBytes: SPREADSHEET_MAX_BYTES,
        });
        return ok(await approveSpreadsheet(ctx, caller, docId, file.bytes), APPROVAL_MSG.spreadsheetSuccess);
      }
      // any other body (a form post, text) was not checked by the JSON schema
      if (!request.headers['content-type']?.toLowerCase().startsWith('application/json'))
        throw ruleError('body', SPREADSHEET_MSG.bodyType);
      return ok(await approveDocument(ctx, caller, request.body as ApproveDataRequest), APPROVAL_MSG.success);
    },
  );
}
