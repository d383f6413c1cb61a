// The receipt-photo row of `npm run bench:pipeline`: an Expense Receipt mapping learned on one SROIE photo, and the
// photos it is run on. SROIE has 4–6 receipts per vendor, so the vendor's other receipts are each sent several times
// as distinct files (bytes after the JPEG's end-of-image marker, which decoders ignore) to make BENCH_PHOTOS documents:
// every one then is a receipt of the sample's layout, as a company photographing one shop's receipts sends them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UNIHAKKA } from '../../apps/server/src/pipeline/test-support/receipt-mapping.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const photo = (id: string) => path.resolve(here, `../../../shared/corpora/sroie-receipts-by-vendor/img/${id}.jpg`);

export const RECEIPT_SAMPLE = photo(UNIHAKKA.sample);

export interface BenchFile {
  name: string;
  bytes: Buffer;
  contentType: string;
}

/** `count` distinct receipt photos of the sample's vendor (its 5 other receipts, cycled). */
export function receiptPhotos(count: number): BenchFile[] {
  const originals = UNIHAKKA.others.map((id) => ({ id, bytes: fs.readFileSync(photo(id)) }));
  return Array.from({ length: count }, (_, i) => {
    const o = originals[i % originals.length]!;
    return {
      name: `receipt-${o.id}-${i}.jpg`,
      bytes: Buffer.concat([o.bytes, Buffer.from(`bench-${i}-${Date.now()}`)]),
      contentType: 'image/jpeg',
    };
  });
}
