import { PassThrough, type Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { isDomainError, type DomainErrorKind } from '../../lib/errors/domain-error.ts';

/** The message went over the receiver's size limit while it arrived (its body stream fails with this). */
export class MessageTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the message is larger than ${maxBytes} bytes`);
  }
}

export interface InboundMessage {
  /** the envelope sender (MAIL FROM), '' for the null sender <> */
  mailFrom: string;
  /** the envelope recipients, each accepted by acceptRecipient */
  recipients: string[];
  /** the raw message as it arrives; fails with MessageTooLargeError past the limit */
  body: Readable;
  remoteAddress: string;
}

export interface SmtpReceiverOptions {
  host: string;
  port: number;
  /** the name in the greeting and EHLO answer */
  serverName: string;
  maxMessageBytes: number;
  /** STARTTLS is offered only with a certificate */
  tls: { key: Buffer; cert: Buffer } | null;
  maxRecipients?: number;
  log: { warn(obj: unknown, msg?: string): void };
  /** resolves when the address may receive mail, else throws a DomainError (not_found: 550, the sender's server bounces) */
  acceptRecipient(address: string): Promise<void>;
  /** resolves once the message is safely kept: only then does the sender get 250 (a DomainError refuses it, anything else is 451) */
  receiveMessage(message: InboundMessage): Promise<void>;
}

export interface SmtpReceiver {
  port: number;
  close(): Promise<void>;
}

/**
 * SMTP answers for the services' domain errors, as http/ maps them to statuses: a refusal for good
 * is 5xx (the sender's server bounces the message to its author), anything else 4xx.
 */
const PERMANENT: Partial<Record<DomainErrorKind, number>> = {
  not_found: 550,
  forbidden: 550,
  invalid: 550,
  too_large: 552,
  conflict: 550,
};

const replyError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

function smtpError(err: unknown, log: SmtpReceiverOptions['log']): Error {
  const code = isDomainError(err) ? PERMANENT[err.kind] : undefined;
  if (code) return replyError(code, err instanceof Error ? err.message : String(err));
  // anything unexpected (database or storage down): 451, so the sender's server keeps the message and retries
  log.warn({ err }, 'inbound e-mail: temporary failure');
  return replyError(451, '4.3.0 Temporary failure, please try again later');
}

/**
 * The message as its own stream, so the handler may stop reading it (an error, a refusal) without
 * destroying the SMTP connection's stream: the rest of the message is still read and dropped, and
 * the connection can answer. Past the size limit the copy fails with MessageTooLargeError.
 */
function bodyOf(stream: SMTPServerDataStream, maxBytes: number): Readable {
  const body = new PassThrough();
  const fail = (err: Error) => {
    if (!body.destroyed) body.destroy(err);
  };
  stream.on('data', (chunk: Buffer) => {
    if (body.destroyed) return;
    if (stream.sizeExceeded) return fail(new MessageTooLargeError(maxBytes));
    if (!body.write(chunk)) {
      stream.pause();
      body.once('drain', () => stream.resume());
    }
  });
  body.on('close', () => stream.resume());
  stream.on('end', () => (stream.sizeExceeded ? fail(new MessageTooLargeError(maxBytes)) : body.end()));
  stream.on('error', (err) => fail(err));
  stream.on('close', () => {
    if (!stream.readableEnded) fail(new Error('the connection closed during the message'));
  });
  return body;
}

/**
 * The built-in SMTP receiver (an MX: no authentication, any sending server may connect). Every
 * recipient is checked at RCPT time, so mail for an unknown address is refused before its data is
 * sent; a message is answered 250 only after receiveMessage kept it.
 */
export async function startSmtpReceiver(opts: SmtpReceiverOptions): Promise<SmtpReceiver> {
  const maxRecipients = opts.maxRecipients ?? 20;
  const server = new SMTPServer({
    name: opts.serverName,
    banner: 'Paperbridge inbound mail',
    size: opts.maxMessageBytes,
    authOptional: true,
    disabledCommands: opts.tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(opts.tls ? { key: opts.tls.key, cert: opts.tls.cert } : {}),
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length >= maxRecipients) {
        callback(replyError(452, '4.5.3 Too many recipients'));
        return;
      }
      opts.acceptRecipient(address.address).then(
        () => callback(),
        (err: unknown) => callback(smtpError(err, opts.log)),
      );
    },
    onData(stream, session, callback) {
      const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      const recipients = session.envelope.rcptTo.map((r) => r.address);
      const body = bodyOf(stream, opts.maxMessageBytes);
      opts.receiveMessage({ mailFrom, recipients, body, remoteAddress: session.remoteAddress }).then(
        () => callback(null, 'OK: message accepted for processing'),
        (err: unknown) => {
          // a handler that stopped early leaves the copy unread: dropping it lets the rest of the message drain
          body.destroy();
          callback(smtpError(err, opts.log));
        },
      );
    },
  });
  server.on('error', (err) => opts.log.warn({ err }, 'inbound e-mail: server error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
