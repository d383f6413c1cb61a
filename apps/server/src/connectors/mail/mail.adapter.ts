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
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailAdapter {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<{ id: string }>;
  close?(): Promise<void>;
}
