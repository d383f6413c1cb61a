import { MAPPING_CALLS, CLIENT_MSG, createClientBodySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { createClient } from '../../../services/clients/create-client.ts';

/** POST /api/admin/User/CreateUser {companyname, contectname, email}: adds a client. */
export function createUserRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    MAPPING_CALLS.createUser.path,
    { ...icrAccess(ctx), schema: { body: createClientBodySchema } },
    async (request) => ok(await createClient(ctx.db, callerOf(request), request.body), CLIENT_MSG.added),
  );
}
