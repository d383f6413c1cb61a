import { MAPPING_CALLS, FILE_LAYOUT_TEXT, sendDailyFileNowSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { sendDailyFileNow } from '../../../services/delivery/batch/send-daily-file-now.ts';

/** Beyond the spec (issue 30 point 2): POST SendDailyFileNow {configId} sends a mapping's waiting daily files now. */
export function sendDailyFileNowRoutes(app: AppInstance, ctx: AppContext) {
  app.post(
    MAPPING_CALLS.sendDailyFileNow.path,
    { ...icrAccess(ctx), schema: { body: sendDailyFileNowSchema } },
    async (request) => {
      const result = await sendDailyFileNow(ctx, callerOf(request), request.body.configId);
      const n = result.queued.reduce((sum, q) => Math.max(sum, q.documents), 0);
      return ok(result, n ? FILE_LAYOUT_TEXT.queued(n) : FILE_LAYOUT_TEXT.nothingWaiting);
    },
  );
}
