import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makePdf } from '../testing/make-pdf.ts';
import { createEnginePool } from './engine-pool.ts';

test('the worker-thread pool extracts documents and reports malformed ones with their typed error', async () => {
  const pool = createEnginePool(2);
  try {
    const pdf = await makePdf([{ texts: [{ x: 50, y: 50, text: 'Invoice No: 42 from the pool' }] }]);
    const [ok, bad] = await Promise.all([pool.extract(pdf), pool.extract(new TextEncoder().encode('<html>nope</html>'))]);
    assert.equal(ok.status, 'success');
    assert.equal(ok.document?.keyValues[0]?.value, '42 from the pool');
    assert.equal(bad.errors[0]?.code, 'unsupported_type');
  } finally {
    await pool.close();
  }
});
