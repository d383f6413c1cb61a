import type { AppContext } from '../../../context/app-context.ts';
import type { DeliveryOutcome } from '../delivery-outcome.ts';
import type { LoadedDelivery } from '../load-delivery.ts';
import { renderJson } from '../render/json.renderer.ts';
import { outputBaseName } from '../render/render-output.ts';
import { enterpriseRequestLines } from './enterprise-request-lines.ts';

/**
 * The Enterprise destination until its integration is built (docs/delivery.md "Enterprise"): the
 * document's JSON goes to the operator's mailbox with the request it belongs to, so nothing is lost
 * and the operator can hand it on. The stable Message-ID makes a resend after a crash one message.
 */
export async function sendToEnterprise(
  ctx: AppContext,
  loaded: LoadedDelivery,
  messageId: string,
): Promise<DeliveryOutcome> {
  const { document: doc, mapping, data } = loaded;
  const found = await enterpriseRequestLines(ctx.db, doc.companyId, mapping.id);
  if (!found) return { ok: false, retry: false, error: 'The mapping no longer has an enterprise request.' };
  const fileName = `${outputBaseName(data.reference)}.json`;
  const to = ctx.config.mail.operator;
  try {
    await ctx.mail.send({
      to,
      subject: `Enterprise delivery: ${found.companyName} - ${found.mappingName} - ${data.reference}`.trim(),
      text: [
        `The data of ${data.fileName || data.reference} is attached as ${fileName}, for the enterprise system this mapping asked for:`,
        '',
        ...found.lines,
      ].join('\n'),
      attachments: [{ filename: fileName, contentType: 'application/json', content: renderJson(data) }],
      messageId,
      companyId: doc.companyId,
      template: 'enterprise-delivery',
    });
  } catch (err) {
    return { ok: false, retry: true, error: `The mail server did not take the message: ${(err as Error).message}` };
  }
  return { ok: true, receipt: { fileName, format: 'JSON', location: to, messageId } };
}
