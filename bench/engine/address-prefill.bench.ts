import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentModel } from '@paperbridge/contracts';
import { extractDocument, prefillFields } from '@paperbridge/engine';
import { corpus, f3, pct, printTable, type BenchTable } from './bench-utils.ts';
import { loadFxSeries } from './fx-truth.ts';

/**
 * Issue 23 point 2, suggestions side: the supplier's address pre-filled as one value (supplier-address-by-layout.ts),
 * through prefillFields as the mapping screen gets it.
 * - SROIE receipts (OCR), judged against the annotation's `address`: suggested, exact (whitespace collapsed, case
 *   ignored), exact ignoring the spacing around punctuation ("NO.53,JALAN" = "NO. 53, JALAN"), and the mean character
 *   similarity (1 - edit distance / longer length; a receipt without a suggestion counts 0 in the "all" mean).
 * - FX printed pages (text PDFs), judged against the seller's postal address in the CII twin: suggested, and right
 *   where the street line, the postcode and the city are all in the suggestion; five listed.
 * Run: node --import tsx bench/engine/address-prefill.bench.ts
 * Env: SROIE_MODEL_CACHE=dir (default /tmp/sroie-models-combined) holds each receipt's document model as <id>.json;
 * a receipt missing there is extracted with extractDocument (OCR, minutes for all) and cached. BENCH_VERBOSE=1 lists misses.
 */

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
const loose = (s: string) => norm(s).replace(/\s*([,.;:&()/-])\s*/g, '$1');

function editDistance(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0]!;
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const t = d[j]!;
      d[j] = Math.min(d[j]! + 1, d[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = t;
    }
  }
  return d[b.length]!;
}
const similarity = (a: string, b: string) =>
  1 - editDistance(norm(a), norm(b)) / Math.max(norm(a).length, norm(b).length, 1);

async function sroieModel(dir: string, cache: string, id: string): Promise<DocumentModel | null> {
  const file = path.join(cache, `${id}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as DocumentModel;
  const doc = (await extractDocument(readFileSync(path.join(dir, 'img', `${id}.jpg`)), { fileName: `${id}.jpg` }))
    .document;
  if (doc) writeFileSync(file, JSON.stringify(doc));
  return doc ?? null;
}

export async function runSroieAddressBench(): Promise<BenchTable> {
  const dir = corpus('sroie-receipts-by-vendor');
  const title = 'SROIE receipts: supplier address pre-filled (vs annotation)';
  if (!dir) return { title, rows: [['skipped', 'corpus folder missing']] };
  const cache = process.env.SROIE_MODEL_CACHE ?? '/tmp/sroie-models-combined';
  mkdirSync(cache, { recursive: true });
  const ids = readdirSync(path.join(dir, 'key'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
  let n = 0,
    suggested = 0,
    exact = 0,
    punct = 0,
    simSum = 0,
    confSum = 0;
  const notes: string[] = [];
  for (const id of ids) {
    const want = (JSON.parse(readFileSync(path.join(dir, 'key', `${id}.json`), 'utf8')) as { address?: string })
      .address;
    if (!want) continue;
    const doc = await sroieModel(dir, cache, id);
    n++;
    const got = doc ? prefillFields(doc).fields.find((f) => f.field === 'supplier_address') : undefined;
    if (!got) {
      notes.push(`${id}: none (want ${want})`);
      continue;
    }
    suggested++;
    confSum += got.confidence;
    simSum += similarity(got.value, want);
    if (norm(got.value) === norm(want)) exact++;
    if (loose(got.value) === loose(want)) punct++;
    else notes.push(`${id}: ${f3(similarity(got.value, want))} got ${got.value} | want ${want}`);
  }
  return {
    title,
    rows: [
      ['receipts with an address', String(n)],
      ['with a suggestion', `${suggested}/${n} = ${pct(suggested / n)}`],
      ['exact (whitespace, case)', `${exact}/${n} = ${pct(exact / n)}`],
      ['exact ignoring punctuation spacing', `${punct}/${n} = ${pct(punct / n)}`],
      ['mean character similarity, suggested', suggested ? f3(simSum / suggested) : '-'],
      ['mean character similarity, all', f3(simSum / n)],
      ['mean confidence, suggested', suggested ? f3(confSum / suggested) : '-'],
    ],
    notes: process.env.BENCH_VERBOSE ? notes : [],
  };
}

/** The seller's postal address in a CII invoice: street line, postcode, city (the first of each inside SellerTradeParty). */
function sellerAddress(xml: string): { line?: string; postcode?: string; city?: string } {
  const seller = /<(?:[\w-]+:)?SellerTradeParty>([\s\S]*?)<\/(?:[\w-]+:)?SellerTradeParty>/.exec(xml)?.[1] ?? '';
  const el = (name: string) => new RegExp(`<(?:[\\w-]+:)?${name}>([^<]*)</`).exec(seller)?.[1]?.trim();
  return { line: el('LineOne'), postcode: el('PostcodeCode'), city: el('CityName') };
}

export async function runFxAddressBench(): Promise<BenchTable> {
  const title = 'FX printed pages: supplier address pre-filled (vs CII seller address)';
  const series = loadFxSeries();
  const root = corpus('einvoices/XML-Rechnung');
  if (!series?.length || !root) return { title, rows: [['skipped', 'corpus folder missing']] };
  let suggested = 0,
    right = 0;
  const listed: string[] = [];
  for (const t of series) {
    const xml = readFileSync(path.join(root, 'CII', `${t.name}.cii.xml`), 'utf8');
    const want = sellerAddress(xml);
    const r = await extractDocument(new Uint8Array(readFileSync(t.pdf)));
    const fields = r.document ? prefillFields(r.document).fields : [];
    const got = fields.find((f) => f.field === 'supplier_address');
    if (!got) continue;
    suggested++;
    const has = (s?: string) => !s || norm(got.value).includes(norm(s));
    const ok = has(want.line) && has(want.postcode) && has(want.city);
    if (ok) right++;
    const name = fields.find((f) => f.field === 'supplier_name')?.value;
    if (listed.length < 5 || process.env.BENCH_VERBOSE)
      listed.push(
        `${t.name}: ${ok ? 'right' : 'WRONG'} [${name ?? '-'}] ${got.value} (${got.confidence}) | CII ${[want.line, want.postcode, want.city].filter(Boolean).join(', ')}`,
      );
  }
  return {
    title,
    rows: [
      ['documents', String(series.length)],
      ['with a suggestion', `${suggested}/${series.length}`],
      ['street, postcode and city all in it', `${right}/${suggested}`],
    ],
    notes: listed,
  };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  printTable(await runSroieAddressBench());
  printTable(await runFxAddressBench());
}
