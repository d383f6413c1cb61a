import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DELIVERY_GIVE_UP_MS, nextDeliveryDelay } from './delivery-backoff.ts';

describe('nextDeliveryDelay', () => {
  it('doubles from 30 s to at most 2 h, and stops after a day', () => {
    const start = new Date('2026-11-23T00:00:00Z');
    assert.equal(nextDeliveryDelay(1, start, start, 0), 30_000);
    assert.equal(nextDeliveryDelay(2, start, start, 0), 60_000);
    assert.equal(nextDeliveryDelay(12, start, start, 0), 2 * 60 * 60 * 1000);
    let now = start.getTime();
    let tries = 0;
    for (
      let delay = nextDeliveryDelay(1, start, start, 0);
      delay !== null;
      delay = nextDeliveryDelay(++tries + 1, start, new Date(now), 0)
    )
      now += delay;
    assert.ok(now - start.getTime() <= DELIVERY_GIVE_UP_MS);
    assert.ok(
      now - start.getTime() > DELIVERY_GIVE_UP_MS - 2 * 60 * 60 * 1000,
      'tries go on until the last two hours of the day',
    );
    assert.ok(tries >= 15 && tries <= 25, `about 20 tries in a day (${tries})`);
  });
});

describe('nextDeliveryDelay with a Retry-After', () => {
  const start = new Date('2026-11-23T00:00:00Z');
  it('waits as long as the destination asks when that is longer than the schedule, at most 2 h', () => {
    assert.equal(nextDeliveryDelay(1, start, start, 0, 120_000), 120_000);
    assert.equal(nextDeliveryDelay(1, start, start, 0, 5_000), 30_000, 'never sooner than the schedule');
    assert.equal(
      nextDeliveryDelay(1, start, start, 0, 10 * 24 * 3600_000),
      2 * 60 * 60 * 1000,
      'a receiver cannot park a document for days',
    );
  });
  it('still gives up when the wait would end after the day', () => {
    const late = new Date(start.getTime() + DELIVERY_GIVE_UP_MS - 60_000);
    assert.equal(nextDeliveryDelay(1, start, late, 0, 120_000), null);
  });
});
