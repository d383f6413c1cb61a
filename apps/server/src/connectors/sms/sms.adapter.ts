export interface SmsMessage {
  /** E.164, e.g. +61412345678 */
  to: string;
  body: string;
  companyId?: string | null;
  /** which message it is (security-pin...), kept in the outbox for support */
  template?: string;
}

export interface SmsAdapter {
  readonly kind: 'outbox' | 'http';
  send(message: SmsMessage): Promise<{ id: string }>;
}
