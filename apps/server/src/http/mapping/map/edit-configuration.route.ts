import { MAPPING_CALLS, MAP_MSG, editConfigurationSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { sampleWarningsOf } from '../../../services/mappings/sample-warnings.ts';
import { SUBMIT_BODY_LIMIT } from './submit-body-limit.ts';
import { editMapping } from '../../../services/mappings/edit-mapping.ts';

/** POST /api/Admin/Map/EditConfiguration {fileName, data, endPointsConfigRequest (cnId), newConfig}. */
export function editConfigurationRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    MAPPING_CALLS.editConfiguration.path,
    { ...icrAccess(ctx), bodyLimit: SUBMIT_BODY_LIMIT, schema: { body: editConfigurationSchema } },
    async (request) => {
      const saved = await editMapping(ctx, callerOf(request), request.body);
      // beyond the spec (issue 22 point 5): what makes the sample a poor teacher for a mapped value, said at once
      const warnings = saved.draftMode ? [] : await sampleWarningsOf(ctx, callerOf(request), saved.cnId);
      return ok(
        warnings.length ? { ...saved, warnings } : saved,
        saved.draftMode ? MAP_MSG.draftSaved : MAP_MSG.updated,
      );
    },
  );
}
