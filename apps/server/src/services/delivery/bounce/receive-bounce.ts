import type { AppContext } from '../../../context/app-context.ts';
import type { BounceRef } from '../../../pipeline/deliver/bounce-address.ts';
import { parseDsn } from './parse-dsn.ts';
import { recordBounce, type BounceOutcome } from './record-bounce.ts';

/**
 * A message the built-in receiver took for one or more bounce addresses. Recorded before the
 * sending server gets 250, so a bounce is never lost; a message that is not a delivery status
 * notification (an auto-reply, a non-standard bounce) is logged and dropped.
 */
export async function receiveBounce(ctx: AppContext, refs: BounceRef[], raw: string): Promise<BounceOutcome[]> {
  const dsn = parseDsn(raw);
  if (!dsn) {
    ctx.log.warn(
      { documents: refs.map((r) => r.documentId) },
      'inbound e-mail: a message to a bounce address is not a delivery status notification; dropped',
    );
    return refs.map(() => 'ignored');
  }
  const out: BounceOutcome[] = [];
  for (const ref of refs) out.push(await recordBounce(ctx, ref, dsn));
  return out;
}
