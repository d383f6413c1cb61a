import { MAPPING_CALLS, RULE_TYPES } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';

/** GET /api/Admin/Map/GetMapRules: the two rule types, exclude and include. */
export function getMapRulesRoute(app: AppInstance, ctx: AppContext) {
  app.get(MAPPING_CALLS.getMapRules.path, icrAccess(ctx), async () => ok(RULE_TYPES));
}
