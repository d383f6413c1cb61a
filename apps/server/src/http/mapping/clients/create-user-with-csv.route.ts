import { MAPPING_CALLS, CLIENT_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { readMultipart } from '../read-multipart.ts';
import { ruleError } from '../../../services/mappings/rule-error.ts';
import { importClientsCsv } from '../../../services/clients/import-clients-csv.ts';

/** A client list of 5 MB holds tens of thousands of rows: more is not a client list. */
const CSV_MAX_BYTES = 5 * 1024 * 1024;

/** POST /api/admin/User/CreateUserWithCSV (multipart `file`, .csv only): one result row per line. */
export function createUserWithCsvRoute(app: AppInstance, ctx: AppContext) {
  app.post(MAPPING_CALLS.createUserWithCsv.path, icrAccess(ctx), async (request) => {
    const { file } = await readMultipart(request, CLIENT_MSG.csvOnly, { maxBytes: CSV_MAX_BYTES });
    if (!/\.csv$/i.test(file.fileName) || file.bytes.includes(0)) throw ruleError('file', CLIENT_MSG.csvOnly);
    const rows = await importClientsCsv(ctx.db, callerOf(request), file.bytes.toString('utf8'));
    const added = rows.filter((r) => r.added).length;
    return ok(rows, `${added} of ${rows.length} clients have been added.`);
  });
}
