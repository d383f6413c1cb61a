/**
 * Golden checks on the shared corpora (read at test time, never copied): what each document's own text says
 * about its conventions and its kind, against what is known of it (the embedded e-invoice XML, the country).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { corporaDir, corporaSkip } from '../testing/corpora.ts';
import { detectDocumentKind } from './detect-document-kind.ts';
import { detectDocumentLocale } from './detect-document-locale.ts';

const skip = corporaSkip();
const FX = path.join(corporaDir, 'einvoices', 'XML-Rechnung', 'FX');
const CII = path.join(corporaDir, 'einvoices', 'XML-Rechnung', 'CII');

async function pdfLines(file: string): Promise<string[]> {
  const r = await extractDocument(new Uint8Array(readFileSync(file)), { ocr: false });
  assert.notEqual(r.status, 'failed', file);
  return (r.document?.pages ?? []).flatMap((p) => p.lines.map((l) => l.text));
}

const xmlLines = (file: string) => readFileSync(file, 'utf8').split('\n');

test(
  'German Factur-X invoices: decimal comma and EUR on every one, day first wherever a date decides',
  { skip },
  async () => {
    const files = readdirSync(FX).filter((f) => f.endsWith('.pdf'));
    assert.ok(files.length >= 20, `Factur-X PDFs found: ${files.length}`);
    let dayFirst = 0;
    for (const f of files) {
      const loc = detectDocumentLocale(await pdfLines(path.join(FX, f)));
      assert.equal(loc.decimal, ',', `${f}: ${loc.evidence.join(' | ')}`);
      assert.equal(loc.currency, 'EUR', `${f}: ${loc.evidence.join(' | ')}`);
      assert.notEqual(loc.dateOrder, 'MDY', `${f}: ${loc.evidence.join(' | ')}`);
      if (loc.dateOrder === 'DMY') dayFirst++;
      else
        assert.ok(
          loc.evidence.some((e) => e.startsWith('date order undecided')),
          `${f}: no deciding date, and a note says so`,
        );
    }
    assert.ok(dayFirst >= files.length / 2, `day first decided on ${dayFirst} of ${files.length}`);
    const einfach = detectDocumentLocale(await pdfLines(path.join(FX, 'EN16931_Einfach.pdf')));
    assert.deepEqual([einfach.decimal, einfach.dateOrder, einfach.currency], [',', 'DMY', 'EUR']);
  },
);

test(
  'the German correction with negative totals is a credit note, by its title and by its totals',
  { skip },
  async () => {
    const lines = await pdfLines(path.join(FX, 'EN16931_Rechnungskorrektur.pdf'));
    assert.deepEqual(detectDocumentKind(lines), { kind: 'credit_note', evidence: 'title "Rechnungskorrektur"' });
    // its XML says 384 (a corrected invoice, either sign): the totals decide
    const xml = xmlLines(path.join(CII, 'EN16931_Rechnungskorrektur.cii.xml'));
    const total = Number(/GrandTotalAmount>([-\d.]+)</.exec(xml.join('\n'))?.[1]);
    assert.equal(total, -8.79);
    assert.deepEqual(detectDocumentKind(xml, { totals: [total] }), { kind: 'credit_note', evidence: 'negative total' });
    assert.deepEqual(detectDocumentKind(await pdfLines(path.join(FX, 'EN16931_Einfach.pdf'))), {
      kind: 'invoice',
      evidence: null,
    });
  },
);

test(
  'the "Gutschrift" of the corpus is a self-billed invoice (type code 389, positive amounts), not a credit note',
  { skip },
  async () => {
    const pdf = detectDocumentKind(await pdfLines(path.join(FX, 'EN16931_Gutschrift.pdf')));
    assert.equal(pdf.kind, 'invoice');
    assert.match(pdf.evidence ?? '', /^title "Gutschrift" of a self-billed invoice/);
    assert.deepEqual(detectDocumentKind(xmlLines(path.join(CII, 'EN16931_Gutschrift.cii.xml'))), {
      kind: 'invoice',
      evidence: 'type code 389',
    });
  },
);

test(
  'French Factur-X credit note: the "Avoir" title on the page; type code 381 in an e-invoice',
  { skip },
  async () => {
    const avoir = await pdfLines(
      path.join(corporaDir, 'einvoices', 'ZUGFeRDv2', 'fail', 'FNFE-factur-x-examples', 'Avoir_FR_type381_EN16931.pdf'),
    );
    assert.deepEqual(detectDocumentKind(avoir), { kind: 'credit_note', evidence: 'title "Avoir"' });
    const loc = detectDocumentLocale(avoir);
    assert.deepEqual([loc.decimal, loc.dateOrder, loc.currency], [',', 'DMY', 'EUR']);
    const facture = await pdfLines(
      path.join(corporaDir, 'einvoices', 'ZUGFeRDv2', 'fail', 'FNFE-factur-x-examples', 'Facture_FR_EN16931.pdf'),
    );
    assert.equal(detectDocumentKind(facture).kind, 'invoice');
    const xml = xmlLines(
      path.join(corporaDir, 'einvoices', 'ZUGFeRDv2', 'correct', 'Mustangproject', 'testout-ZF2PushCreditNote.xml'),
    );
    assert.deepEqual(detectDocumentKind(xml), { kind: 'credit_note', evidence: 'type code 381' });
  },
);

test(
  'Malaysian receipts (SROIE): decimal point on every one, never month first, ringgit or no currency',
  { skip },
  () => {
    const boxes = path.join(corporaDir, 'sroie-receipts-by-vendor', 'box');
    const files = readdirSync(boxes).filter((f) => f.endsWith('.csv'));
    assert.ok(files.length >= 100, `receipts found: ${files.length}`);
    let dayFirst = 0;
    for (const f of files) {
      // x1..y4 then the transcript, which may hold commas itself
      const lines = readFileSync(path.join(boxes, f), 'utf8')
        .split('\n')
        .map((row) => row.split(',').slice(8).join(','));
      const loc = detectDocumentLocale(lines);
      assert.equal(loc.decimal, '.', `${f}: ${loc.evidence.join(' | ')}`);
      assert.notEqual(loc.dateOrder, 'MDY', `${f}: ${loc.evidence.join(' | ')}`);
      assert.ok(loc.currency === 'MYR' || loc.currency === null, `${f}: ${loc.currency}`);
      assert.equal(detectDocumentKind(lines).kind, 'invoice', f);
      if (loc.dateOrder === 'DMY') dayFirst++;
    }
    assert.ok(dayFirst >= files.length / 2, `day first decided on ${dayFirst} of ${files.length}`);
  },
);

test('invoices of other countries show their own conventions', { skip }, async () => {
  const dir = path.join(corporaDir, 'invoice2data-compare');
  const cases: [string, [string | null, string | null, string | null]][] = [
    ['coolblue1.pdf', [',', 'DMY', 'EUR']],
    ['QualityHosting.pdf', [',', 'DMY', 'EUR']],
    ['saeco.pdf', [',', 'DMY', 'EUR']],
    ['AzureInterior.pdf', ['.', 'MDY', null]],
    ['SammyMaystoneLinesTest.pdf', ['.', 'MDY', null]],
    ['FlipkartInvoice.pdf', ['.', 'DMY', 'INR']],
  ];
  for (const [file, want] of cases) {
    const loc = detectDocumentLocale(await pdfLines(path.join(dir, file)));
    assert.deepEqual([loc.decimal, loc.dateOrder, loc.currency], want, `${file}: ${loc.evidence.join(' | ')}`);
  }
});
