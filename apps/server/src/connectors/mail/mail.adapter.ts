export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  companyId?: string | null;
  /** which message it is (verify-email, api-token...), kept in the outbox for support */
  template?: string;
}

export interface MailAdapter {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<{ id: string }>;
  close?(): Promise<void>;
}
