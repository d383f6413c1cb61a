import type { AppContext } from '../../../context/app-context.ts';
import type { CallerContext } from '../../../db/company-scope.ts';
import type { MappingEndpoints } from '../../../db/schema/index.ts';
import { queueEmail } from '../../../jobs/queue-email.ts';
import { enterpriseRequestLines } from '../../../pipeline/deliver/enterprise/enterprise-request-lines.ts';

type Request = MappingEndpoints['enterpriseRequest'];

const same = (a: Request, b: Request) => JSON.stringify(a) === JSON.stringify(b);

/**
 * After a mapping is saved: a final mapping whose enterprise request is new (first final save, or
 * the contact or requirements changed) is e-mailed to the operator (durable send-email job). A draft
 * sends nothing, since the user may still change it; saving the same request again sends nothing.
 */
export async function mailEnterpriseRequest(
  ctx: AppContext,
  caller: Pick<CallerContext, 'companyId'>,
  saved: { mappingId: string; draftMode: boolean; request: Request },
  before: { draftMode: boolean; request: Request } | null,
): Promise<boolean> {
  if (saved.draftMode || !saved.request) return false;
  if (before && !before.draftMode && same(before.request, saved.request)) return false;
  const found = await enterpriseRequestLines(ctx.db, caller.companyId, saved.mappingId);
  if (!found) return false;
  await queueEmail(ctx, {
    to: ctx.config.mail.operator,
    subject: `Enterprise integration request: ${found.companyName} - ${found.mappingName}`,
    text: [
      before
        ? 'A mapping changed its request to connect with an enterprise system.'
        : 'A new mapping asks to connect with an enterprise system.',
      '',
      ...found.lines,
      '',
      "Until the integration is built, each of this mapping's documents is e-mailed here as JSON.",
    ].join('\n'),
    companyId: caller.companyId,
    template: 'enterprise-request',
  });
  return true;
}

/**
 * For the mapping saves: the mapping is already stored, so a queue that cannot take the e-mail is
 * logged, not turned into a failed save; the request still reaches the operator with the mapping's
 * first document (every Enterprise delivery carries it).
 */
export async function mailEnterpriseRequestAfterSave(...args: Parameters<typeof mailEnterpriseRequest>): Promise<void> {
  try {
    await mailEnterpriseRequest(...args);
  } catch (err) {
    args[0].log.error({ err, mappingId: args[2].mappingId }, 'enterprise request e-mail not queued');
  }
}
