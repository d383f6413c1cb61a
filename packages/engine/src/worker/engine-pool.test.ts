import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makePdf } from '../testing/make-pdf.ts';
import { createEnginePool } from './engine-pool.ts';
import { learnTemplate } from '../template/learn-template.ts';

test('the worker-thread pool extracts documents and reports malformed ones with their typed error', async () => {
  const pool = createEnginePool(2);
  try {
    const pdf = await makePdf([{ texts: [{ x: 50, y: 50, text: 'Invoice No: 42 from the pool' }] }]);
    const [ok, bad] = await Promise.all([
      pool.extract(pdf),
      pool.extract(new TextEncoder().encode('<html>nope</html>')),
    ]);
    assert.equal(ok.status, 'success');
    assert.equal(ok.document?.keyValues[0]?.value, '42 from the pool');
    assert.equal(bad.errors[0]?.code, 'unsupported_type');
  } finally {
    await pool.close();
  }
});

test('the pool applies a template in a thread; a malformed template answers a typed failure and the thread goes on', async () => {
  const pool = createEnginePool(1);
  try {
    const sample = await makePdf([
      {
        texts: [
          { x: 50, y: 50, text: 'Invoice No: 42' },
          { x: 50, y: 90, text: 'Total: 10.00' },
        ],
      },
    ]);
    const other = await makePdf([
      {
        texts: [
          { x: 50, y: 60, text: 'Invoice No: 77' },
          { x: 50, y: 100, text: 'Total: 99.50' },
        ],
      },
    ]);
    const [a, b] = await Promise.all([pool.extract(sample), pool.extract(other)]);
    const template = learnTemplate(a.document!, { fields: { number: '42', total: '10.00' } });
    const applied = await pool.apply(template, b.document!);
    assert.equal(applied.status, 'ok');
    if (applied.status === 'ok')
      assert.deepEqual([applied.applied.fields.number?.value, applied.applied.fields.total?.value], ['77', '99.50']);
    const broken = await pool.apply({ ...template, fields: null } as unknown as typeof template, b.document!);
    assert.equal(broken.status, 'failed');
    if (broken.status === 'failed') assert.equal(broken.error.code, 'invalid_template');
    assert.equal((await pool.apply(template, a.document!)).status, 'ok');
  } finally {
    await pool.close();
  }
});
