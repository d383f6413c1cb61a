import type { AppContext } from '../../context/app-context.ts';
import { sendWebhook } from '../../connectors/webhook/webhook.connector.ts';
import type { DeliveryOutcome } from './delivery-outcome.ts';
import type { LoadedDelivery } from './load-delivery.ts';
import { renderJson } from './render/json.renderer.ts';
import { regionalCsv, STANDARD_CSV, type CsvStyle } from './render/csv.renderer.ts';
import { outputFormatOf, renderOutput, type RenderedFile } from './render/render-output.ts';
import { webhookSigningSecrets } from './webhook-secret.ts';
import { sendToAccounting } from './accounting/send-to-accounting.ts';
import { sendToEnterprise } from './enterprise/send-to-enterprise.ts';
import { sendFilesByEmail, sendFilesByFtp } from './send-files.ts';
import { bounceAddressOf } from './bounce-address.ts';
import { EInvoiceOutputError } from './render/einvoice/einvoice.renderer.ts';
import type { OutputFormat } from './render/render-output.ts';

/**
 * The file in the destination's format, or the delivery's failure when the document cannot be written in it (a UBL
 * or CII e-invoice that would break EN 16931's rules): nothing is sent, the reason is on the milestone trail.
 */
async function renderOrRefuse(
  data: LoadedDelivery['data'],
  format: OutputFormat,
  opts?: Parameters<typeof renderOutput>[2],
): Promise<RenderedFile | { ok: false; retry: false; error: string }> {
  try {
    return await renderOutput(data, format, opts);
  } catch (e) {
    if (e instanceof EInvoiceOutputError) return { ok: false, retry: false, error: e.message };
    throw e;
  }
}

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

/** The name a rendered file is delivered under (FTP) and downloaded under (Process Log): names repeat, the suffix does not. */
export const deliveredFileName = (fileSuffix: string, file: RenderedFile) =>
  file.fileName.replace(/(\.[a-z]+)$/, `_${fileSuffix}$1`);

/** A file destination's CSV format (issue 30): the documented standard, or the company's way. */
export const csvStyleFor = (
  loaded: Pick<LoadedDelivery, 'mapping' | 'company'>,
  destination: 'Email' | 'FTP',
): CsvStyle =>
  loaded.mapping.endpoints.csvFormats?.[destination] === 'regional' ? regionalCsv(loaded.company) : STANDARD_CSV;

/** Sends one document to one destination of its mapping; the caller records the outcome. */
export async function sendToDestination(
  ctx: AppContext,
  loaded: LoadedDelivery,
  destination: string,
  resend?: number,
): Promise<DeliveryOutcome> {
  const { document: doc, mapping, data } = loaded;
  const e = mapping.endpoints;
  const keys = deliveryKeys(doc.id, doc.attempt, ctx.config.inboundEmail.domain, resend);
  switch (destination) {
    case 'Webhook': {
      if (!e.webhookEndPoint) return { ok: false, retry: false, error: 'The mapping no longer has a webhook URL.' };
      const format = e.webhookFileType ?? 'JSON';
      const rendered = format === 'JSON' ? null : await renderOrRefuse(data, format);
      if (rendered && 'error' in rendered) return rendered;
      const out = await sendWebhook(
        {
          url: e.webhookEndPoint,
          id: keys.webhookId,
          timestampSeconds: Math.floor(Date.now() / 1000),
          body: rendered ? rendered.bytes.toString('utf8') : renderJson(data).toString('utf8'),
          ...(rendered ? { contentType: rendered.contentType } : {}),
          secrets: webhookSigningSecrets(ctx.config, mapping),
        },
        { ssrf: ctx.config.ssrf },
      );
      return out.ok
        ? {
            ok: true,
            receipt: {
              format,
              location: new URL(e.webhookEndPoint).host,
              httpStatus: out.status,
              messageId: keys.webhookId,
            },
          }
        : out;
    }
    case 'FTP': {
      if (!e.ftpOut || !mapping.ftpOutSecret)
        return { ok: false, retry: false, error: 'The mapping no longer has an FTP destination.' };
      const format = outputFormatOf(e.ftpOut.fileType);
      const file = await renderOrRefuse(data, format, {
        excelTabName: e.excelTabName,
        csv: csvStyleFor(loaded, 'FTP'),
      });
      if ('error' in file) return file;
      return sendFilesByFtp(ctx, mapping, [{ name: deliveredFileName(keys.fileSuffix, file), file }], format);
    }
    case 'Email': {
      if (!e.destinationEmails.length)
        return { ok: false, retry: false, error: 'The mapping no longer has destination e-mail addresses.' };
      const format = outputFormatOf(e.destinationEmailFileType);
      const file = await renderOrRefuse(data, format, {
        excelTabName: e.excelTabName,
        csv: csvStyleFor(loaded, 'Email'),
      });
      if ('error' in file) return file;
      const message = {
        subject: `${data.documentType} ${data.reference}`.trim(),
        text: `The data of ${data.fileName || data.reference} (${data.mapping}) is attached as ${file.fileName}.\n\nSent by Paperbridge.`,
        messageId: keys.messageId,
        // bounces come back to the built-in receiver only when it runs (INBOUND_SMTP_PORT); else to MAIL_FROM's mailbox
        envelopeFrom: ctx.config.inboundEmail.port
          ? bounceAddressOf(ctx.config.appSecret, ctx.config.inboundEmail.domain, {
              documentId: doc.id,
              attempt: doc.attempt,
              resend: resend ?? 0,
            })
          : undefined,
        companyId: doc.companyId,
      };
      return sendFilesByEmail(ctx, mapping, message, [file], format);
    }
    case 'Enterprise':
      return sendToEnterprise(ctx, loaded, keys.messageId);
    case 'Xero':
    case 'QuickBooks':
      return sendToAccounting(ctx, loaded, destination, resend);
    default:
      return {
        ok: false,
        unavailable: true,
        error: `Delivery to ${destination} is not available yet; the document waits for it.`,
      };
  }
}
