import { DELIVERY_CALLS, downloadConfigFileRequestSchema, PROCESS_LOG_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { downloadConfigFile } from '../../services/delivery/process-log/download-config-file.ts';

/** POST /api/Admin/Map/DownloadConfigFile {cnId, from, to, sendEmail}: the Download file result, or null when e-mailed (spec 002 §3, §7). */
export function downloadConfigFileRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    DELIVERY_CALLS.downloadConfigFile.path,
    { ...icrAccess(ctx), schema: { body: downloadConfigFileRequestSchema } },
    async (request) => {
      const answer = await downloadConfigFile(ctx, callerOf(request), request.body);
      return 'file' in answer
        ? ok(answer.file, PROCESS_LOG_MSG.downloaded)
        : ok(null, PROCESS_LOG_MSG.emailed(answer.emailedTo));
    },
  );
}
