export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  companyId?: string | null;
  /** which message it is (verify-email, api-token...), kept in the outbox for support */
  template?: string;
  /** files sent with the message (a delivered document's output) */
  attachments?: MailAttachment[];
  /**
   * A Message-ID fixed by the caller ('<id@domain>'): a delivery sends the same one on every attempt,
   * so a message sent twice after a crash is one message to the receiving mail system and client.
   */
  messageId?: string;
  /**
   * The envelope sender (MAIL FROM, where bounces go) when it is not the From address: a delivery
   * uses its own signed bounce address so a later bounce is matched to it (delivery/bounce).
   */
  envelopeFrom?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Some recipients were refused by the mail server while others took the message. */
export class RecipientsRefusedError extends Error {
  constructor(
    readonly refused: string[],
    readonly response: string,
    readonly permanent: boolean,
  ) {
    super(`the mail server refused ${refused.join(', ')}: ${response}`);
  }
}

export interface MailAdapter {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<{ id: string }>;
  close?(): Promise<void>;
}
