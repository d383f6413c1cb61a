import type { AppContext } from '../../app-context.ts';
import { uploadToFtp } from '../../connectors/ftp/ftp-upload.connector.ts';
import { sendWebhook } from '../../connectors/webhook/webhook.connector.ts';
import { openFtpPassword } from '../mappings/ftp-secrets.ts';
import { HostNotAllowedError, resolvePublicHost } from '../net/assert-public-host.ts';
import type { DeliveryOutcome } from './delivery-outcome.ts';
import type { LoadedDelivery } from './load-delivery.ts';
import { renderJson } from './render/json.renderer.ts';
import { outputBaseName, outputFormatOf, renderOutput, type RenderedFile } from './render/render-output.ts';
import { webhookSigningSecrets } from './webhook-secret.ts';
import { sendToAccounting } from '../integrations/send-to-accounting.ts';
import { sendToEnterprise } from './enterprise/send-to-enterprise.ts';
import { RecipientsRefusedError } from '../../connectors/mail/mail.adapter.ts';
import { bounceAddressOf } from './bounce/bounce-address.ts';

export const DELIVERY_FTP_TIMEOUT_MS = 30_000;


/**
 * Keys that stay the same on every attempt for one document, attempt and destination: what makes a
 * resend after a crash invisible to the receiver (webhook-id, the FTP file name, the Message-ID).
 * A Process Log resend of a destination delivered before has its own number, so it is a new message
 * to the receiver while its own retries keep one key.
 */
export const deliveryKeys = (documentId: string, attempt: number, domain: string, resend?: number) => {
  const s = resend ? `_s${resend}` : '';
  return {
    webhookId: `msg_${documentId.replace(/-/g, '')}_${attempt}${s}`,
    fileSuffix: documentId.replace(/-/g, '').slice(0, 8) + (attempt > 0 ? `_r${attempt}` : '') + s,
    messageId: `<${documentId}.${attempt}${resend ? `.s${resend}` : ''}.delivery@${domain}>`,
  };
};

/** The name a rendered file is delivered under (FTP) and downloaded under (Process Log): references repeat, the suffix does not. */
export const deliveredFileName = (reference: string, fileSuffix: string, file: RenderedFile) => `${outputBaseName(reference)}_${fileSuffix}.${file.fileName.split('.').pop()}`;

/** Sends one document to one destination of its mapping; the caller records the outcome. */
export async function sendToDestination(ctx: AppContext, loaded: LoadedDelivery, destination: string, resend?: number): Promise<DeliveryOutcome> {
  const { document: doc, mapping, data } = loaded;
  const e = mapping.endpoints;
  const keys = deliveryKeys(doc.id, doc.attempt, ctx.config.inboundEmail.domain, resend);
  switch (destination) {
    case 'Webhook': {
      if (!e.webhookEndPoint) return { ok: false, retry: false, error: 'The mapping no longer has a webhook URL.' };
      const body = renderJson(data).toString('utf8');
      const out = await sendWebhook({ url: e.webhookEndPoint, id: keys.webhookId, timestampSeconds: Math.floor(Date.now() / 1000), body, secrets: webhookSigningSecrets(ctx.config, mapping) }, { ssrf: ctx.config.ssrf });
      return out.ok ? { ok: true, receipt: { format: 'JSON', location: new URL(e.webhookEndPoint).host, httpStatus: out.status, messageId: keys.webhookId } } : out;
    }
    case 'FTP': {
      if (!e.ftpOut || !mapping.ftpOutSecret) return { ok: false, retry: false, error: 'The mapping no longer has an FTP destination.' };
      const format = outputFormatOf(e.ftpOut.fileType);
      const file = await renderOutput(data, format, { excelTabName: e.excelTabName });
      const fileName = deliveredFileName(data.reference, keys.fileSuffix, file);
      let address: string;
      try {
        address = await resolvePublicHost(e.ftpOut.host, ctx.config.ssrf);
      } catch (err) {
        if (err instanceof HostNotAllowedError) return { ok: false, retry: err.reason === 'unresolved', error: `${e.ftpOut.host}: ${err.message}` };
        throw err;
      }
      const out = await uploadToFtp(
        { address, host: e.ftpOut.host, port: e.ftpOut.port, username: e.ftpOut.username, password: openFtpPassword(ctx.config, mapping.id, 'out', mapping.ftpOutSecret), protocol: e.ftpOut.protocol, path: e.ftpOut.path, timeoutMs: DELIVERY_FTP_TIMEOUT_MS, extraCa: ctx.config.ftps.extraCa },
        { name: fileName, bytes: file.bytes },
      );
      return out.ok ? { ok: true, receipt: { fileName, format, location: `${e.ftpOut.protocol}://${e.ftpOut.host}${out.path}`, alreadyThere: out.alreadyThere } } : out;
    }
    case 'Email': {
      if (!e.destinationEmails.length) return { ok: false, retry: false, error: 'The mapping no longer has destination e-mail addresses.' };
      const format = outputFormatOf(e.destinationEmailFileType);
      const file = await renderOutput(data, format, { excelTabName: e.excelTabName });
      const subject = `${data.documentType} ${data.reference}`.trim();
      try {
        await ctx.mail.send({
          to: e.destinationEmails.join(', '),
          subject,
          text: `The data of ${data.fileName || data.reference} (${data.mapping}) is attached as ${file.fileName}.\n\nSent by Paperbridge.`,
          attachments: [{ filename: file.fileName, contentType: file.contentType, content: file.bytes }],
          messageId: keys.messageId,
          // bounces come back to the built-in receiver only when it runs (INBOUND_SMTP_PORT); else to MAIL_FROM's mailbox
          envelopeFrom: ctx.config.inboundEmail.port ? bounceAddressOf(ctx.config.appSecret, ctx.config.inboundEmail.domain, { documentId: doc.id, attempt: doc.attempt, resend: resend ?? 0 }) : undefined,
          companyId: doc.companyId,
          template: 'delivery',
        });
      } catch (err) {
        if (err instanceof RecipientsRefusedError) return { ok: false, retry: !err.permanent, error: `The mail server refused ${err.refused.join(', ')}: ${err.response}` };
        return { ok: false, retry: true, error: `The mail server did not take the message: ${(err as Error).message}` };
      }
      return { ok: true, receipt: { fileName: file.fileName, format, location: e.destinationEmails.join(', '), messageId: keys.messageId } };
    }
    case 'Enterprise':
      return sendToEnterprise(ctx, loaded, keys.messageId);
    case 'Xero':
    case 'QuickBooks':
      return sendToAccounting(ctx, loaded, destination, resend);
    default:
      return { ok: false, unavailable: true, error: `Delivery to ${destination} is not available yet; the document waits for it.` };
  }
}
