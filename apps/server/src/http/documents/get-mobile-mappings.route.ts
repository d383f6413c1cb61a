import { DOCUMENT_CALLS } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { listMobileMappings } from '../../services/upload-source/list-mobile-mappings.ts';

/** GET /api/App/GetMobileMappings (beyond the spec): the mappings the phone capture page offers. */
export function getMobileMappingsRoute(app: AppInstance, ctx: AppContext) {
  app.get(DOCUMENT_CALLS.getMobileMappings.path, icrAccess(ctx), async (request) =>
    ok(await listMobileMappings(ctx.db, callerOf(request))),
  );
}
