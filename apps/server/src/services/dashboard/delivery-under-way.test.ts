import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { deliveryUnderWay } from './delivery-under-way.ts';

const webhook = (status: 'pending' | 'running' | 'success' | 'failed') => ({ destination: 'Webhook', status });

describe('delivery under way: In Process instead of Send (issue 26)', () => {
  it('a document just approved, its deliver stage not run yet, is being sent', () => {
    assert.equal(deliveryUnderWay('ready', []), true);
  });

  it('a destination waiting for its first or next try, or being sent, keeps it under way', () => {
    assert.equal(deliveryUnderWay('delivering', [webhook('pending')]), true);
    assert.equal(deliveryUnderWay('delivering', [webhook('running')]), true);
    assert.equal(
      deliveryUnderWay('delivering', [webhook('failed'), { destination: 'Email', status: 'pending' }]),
      true,
    );
  });

  it('once every destination is settled and one failed for good, nothing is being sent (Send is offered)', () => {
    assert.equal(deliveryUnderWay('delivering', [webhook('failed')]), false);
    assert.equal(
      deliveryUnderWay('delivering', [webhook('failed'), { destination: 'Email', status: 'success' }]),
      false,
    );
  });

  it('a delivered, skipped, failed or waiting-for-review document is not being sent', () => {
    assert.equal(deliveryUnderWay('delivered', [webhook('success')]), false);
    assert.equal(deliveryUnderWay('ready', [{ destination: '', status: 'skipped' }]), false);
    assert.equal(deliveryUnderWay('failed', []), false);
    assert.equal(deliveryUnderWay('awaiting_review', []), false);
  });
});
