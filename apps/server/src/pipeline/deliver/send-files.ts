import type { AppContext } from '../../context/app-context.ts';
import { uploadToFtp } from '../../connectors/ftp/ftp-upload.connector.ts';
import { RecipientsRefusedError } from '../../connectors/mail/mail.adapter.ts';
import type { mappings } from '../../db/schema/index.ts';
import { openFtpPassword } from '../../connectors/ftp/ftp-secrets.ts';
import { HostNotAllowedError, resolvePublicHost } from '../../lib/net/assert-public-host.ts';
import type { DeliveryOutcome } from './delivery-outcome.ts';
import type { RenderedFile } from './render/render-output.ts';

export const DELIVERY_FTP_TIMEOUT_MS = 30_000;

type Mapping = typeof mappings.$inferSelect;

/** Uploads rendered files to the mapping's FTP destination under the given names; the receipt names the first. */
export async function sendFilesByFtp(
  ctx: AppContext,
  mapping: Mapping,
  files: { name: string; file: RenderedFile }[],
  format: string,
): Promise<DeliveryOutcome> {
  const out = mapping.endpoints.ftpOut;
  if (!out || !mapping.ftpOutSecret)
    return { ok: false, retry: false, error: 'The mapping no longer has an FTP destination.' };
  let address: string;
  try {
    address = await resolvePublicHost(out.host, ctx.config.ssrf);
  } catch (err) {
    if (err instanceof HostNotAllowedError)
      return { ok: false, retry: err.reason === 'unresolved', error: `${out.host}: ${err.message}` };
    throw err;
  }
  let path = '';
  let alreadyThere = true;
  for (const { name, file } of files) {
    const sent = await uploadToFtp(
      {
        address,
        host: out.host,
        port: out.port,
        username: out.username,
        password: openFtpPassword(ctx.config, mapping.id, 'out', mapping.ftpOutSecret),
        protocol: out.protocol,
        path: out.path,
        timeoutMs: DELIVERY_FTP_TIMEOUT_MS,
        extraCa: ctx.config.ftps.extraCa,
      },
      { name, bytes: file.bytes },
    );
    if (!sent.ok) return sent;
    path ||= sent.path;
    alreadyThere &&= Boolean(sent.alreadyThere);
  }
  return {
    ok: true,
    receipt: { fileName: files[0]!.name, format, location: `${out.protocol}://${out.host}${path}`, alreadyThere },
  };
}

/** Mails rendered files as attachments of one message to the mapping's destination addresses. */
export async function sendFilesByEmail(
  ctx: AppContext,
  mapping: Mapping,
  message: { subject: string; text: string; messageId: string; envelopeFrom?: string; companyId: string },
  files: RenderedFile[],
  format: string,
): Promise<DeliveryOutcome> {
  const to = mapping.endpoints.destinationEmails;
  if (!to.length) return { ok: false, retry: false, error: 'The mapping no longer has destination e-mail addresses.' };
  try {
    await ctx.mail.send({
      to: to.join(', '),
      subject: message.subject,
      text: message.text,
      attachments: files.map((f) => ({ filename: f.fileName, contentType: f.contentType, content: f.bytes })),
      messageId: message.messageId,
      envelopeFrom: message.envelopeFrom,
      companyId: message.companyId,
      template: 'delivery',
    });
  } catch (err) {
    if (err instanceof RecipientsRefusedError)
      return {
        ok: false,
        retry: !err.permanent,
        error: `The mail server refused ${err.refused.join(', ')}: ${err.response}`,
      };
    return { ok: false, retry: true, error: `The mail server did not take the message: ${(err as Error).message}` };
  }
  return {
    ok: true,
    receipt: { fileName: files[0]!.fileName, format, location: to.join(', '), messageId: message.messageId },
  };
}
