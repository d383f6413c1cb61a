import fs from 'node:fs/promises';
import type { AppContext } from '../../context/app-context.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../connectors/email-in/smtp-receiver.connector.ts';
import { findInboundMapping } from './find-inbound-mapping.ts';
import { receiveInboundMessage } from './receive-inbound-message.ts';
import { bounceRefOf } from '../../pipeline/deliver/bounce-address.ts';

/**
 * Starts the built-in SMTP receiver of the e-mail source (worker role) when INBOUND_SMTP_PORT is
 * set; null when it is off. `port` overrides the configured one (tests pass 0 for a free port).
 */
export async function startEmailReceiver(ctx: AppContext, opts: { port?: number } = {}): Promise<SmtpReceiver | null> {
  const c = ctx.config.inboundEmail;
  const port = opts.port ?? c.port;
  if (opts.port === undefined && !port) return null;
  const tls = c.tls ? { cert: await fs.readFile(c.tls.certPath), key: await fs.readFile(c.tls.keyPath) } : null;
  const receiver = await startSmtpReceiver({
    host: c.host,
    port,
    serverName: c.domain,
    maxMessageBytes: c.maxMessageBytes,
    tls,
    log: ctx.log,
    acceptRecipient: async (address) => {
      if (bounceRefOf(ctx.config.appSecret, c.domain, address)) return;
      await findInboundMapping(ctx.db, address, c.domain);
    },
    receiveMessage: (message) => receiveInboundMessage(ctx, message),
  });
  ctx.log.info(
    `inbound e-mail: SMTP receiver on ${c.host}:${receiver.port} for @${c.domain}${tls ? ' (STARTTLS)' : ''}`,
  );
  return receiver;
}
