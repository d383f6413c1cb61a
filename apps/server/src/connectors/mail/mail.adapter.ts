export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  companyId?: string | null;
}

export interface MailAdapter {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<{ id: string }>;
  close?(): Promise<void>;
}
