import { describe, expect, it } from 'vitest';
import { defaultLocaleFor, type FileLogDelivery } from '@paperbridge/contracts';
import { resendQuestion } from './resend-question';

const AU = defaultLocaleFor('AU');
const DE = defaultLocaleFor('DE');
const row = { docRefs: '992288600', fileName: 'coolblue2.pdf' };
const webhook = (over: Partial<FileLogDelivery>): FileLogDelivery => ({
  destination: 'Webhook',
  status: 'success',
  sentAt: null,
  error: null,
  location: null,
  ...over,
});

describe('the resend confirmation names the document, the destination and what will happen (issue 26)', () => {
  it('a delivered destination: where and when it went, and that it goes again as a new message', () => {
    const sentAt = new Date(2026, 10, 23, 14, 7).toISOString();
    expect(resendQuestion(row, webhook({ sentAt, location: 'hooks.example' }), AU)).toEqual({
      question: 'Send the data of 992288600 (coolblue2.pdf) to Webhook again?',
      detail: 'It was delivered to hooks.example on 23 Nov 2026 02:07 PM. Webhook receives it again, as a new message.',
    });
    expect(resendQuestion(row, webhook({ sentAt }), DE).detail).toBe(
      'It was delivered on 23.11.2026 14:07. Webhook receives it again, as a new message.',
    );
  });

  it('a failed, waiting or never sent destination: tried now', () => {
    expect(resendQuestion(row, webhook({ status: 'failed', error: 'The receiver answered 400.' }), AU).detail).toBe(
      'The last delivery failed: The receiver answered 400. It is tried again now.',
    );
    expect(resendQuestion(row, webhook({ status: 'pending' }), AU).detail).toBe(
      'It is waiting for its next try. It is tried again now.',
    );
    expect(resendQuestion(row, webhook({ status: 'pending', error: 'The host is down' }), AU).detail).toBe(
      'It is waiting for its next try: The host is down. It is tried again now.',
    );
    expect(resendQuestion(row, webhook({ status: null }), AU).detail).toBe('It has not been sent yet. It is sent now.');
  });

  it('a document named by its file (nothing mapped as its reference) is named once', () => {
    expect(resendQuestion({ docRefs: 'a.pdf', fileName: 'a.pdf' }, webhook({ status: null }), AU).question).toBe(
      'Send the data of a.pdf to Webhook again?',
    );
  });
});
