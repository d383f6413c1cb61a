import { describe, expect, it } from 'vitest';
import { defaultLocaleFor, type FileLogDelivery } from '@paperbridge/contracts';
import { deliveredLines } from './delivered-column';

const DE = defaultLocaleFor('DE');
const sentAt = new Date(2018, 2, 5, 14, 7).toISOString();
const d = (destination: string, over: Partial<FileLogDelivery>): FileLogDelivery => ({
  destination,
  status: 'success',
  sentAt,
  error: null,
  location: null,
  ...over,
});

describe('the Delivered column: when the data reached its destination, apart from when it was read (issue 26)', () => {
  it("one destination: its delivery time, the company's way", () => {
    expect(deliveredLines({ deliveries: [d('Webhook', {})] }, DE)).toEqual(['05.03.2018 14:07']);
  });

  it('several: each named, with its time or how it stands', () => {
    expect(
      deliveredLines(
        {
          deliveries: [
            d('Email', {}),
            d('FTP', { status: 'failed', sentAt: null }),
            d('Webhook', { status: 'pending', sentAt: null }),
            d('Xero', { status: null, sentAt: null }),
          ],
        },
        DE,
      ),
    ).toEqual(['Email: 05.03.2018 14:07', 'FTP: Not delivered', 'Webhook: On its way', 'Xero: Not sent yet']);
  });

  it('no destination: nothing', () => {
    expect(deliveredLines({ deliveries: [] }, DE)).toEqual([]);
  });
});
