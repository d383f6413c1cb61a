import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makePdf } from '../testing/make-pdf.ts';
import { readEInvoice } from './read-einvoice.ts';
import { makeHybridPdf } from './test-support/hybrid-pdf.ts';
import { edit, SAMPLE_CII, SAMPLE_UBL_CREDIT_NOTE, utf8 } from './test-support/sample-invoices.ts';

const ZF1_ROOT = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12">
  <rsm:SpecifiedExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:ferd:CrossIndustryDocument:invoice:1p0:basic</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:SpecifiedExchangedDocumentContext>
</rsm:CrossIndustryDocument>`;
const PRINTED = ['Invoice INV-1', 'Total 232,05 EUR', 'Amount due 200,00 EUR'];

test('a Factur-X PDF: the attached CII is read, with its attachment name and XMP level', async () => {
  const pdf = await makeHybridPdf({
    attachments: [{ name: 'factur-x.xml', content: SAMPLE_CII }],
    xmp: { level: 'EN 16931', fileName: 'factur-x.xml' },
    printed: PRINTED,
  });
  const r = await readEInvoice(pdf);
  assert.equal(r.status, 'ok', JSON.stringify(r));
  if (r.status !== 'ok') return;
  assert.deepEqual(r.source, {
    container: 'pdf',
    attachmentName: 'factur-x.xml',
    syntax: 'CII',
    specificationId: 'urn:cen.eu:en16931:2017',
    profile: 'EN 16931 (COMFORT)',
    declaredLevel: 'EN 16931',
  });
  assert.deepEqual(r.warnings, []);
  const bare = await readEInvoice(utf8(SAMPLE_CII));
  assert.deepEqual(bare.status === 'ok' && bare.invoice, r.invoice);
});

test('the invoice attachment is found by name whatever its case, or else by its content', async () => {
  const upper = await readEInvoice(
    await makeHybridPdf({ attachments: [{ name: 'ZUGFeRD-invoice.XML', content: SAMPLE_CII }] }),
  );
  assert.equal(upper.status === 'ok' && upper.source.attachmentName, 'ZUGFeRD-invoice.XML');
  const byContent = await readEInvoice(
    await makeHybridPdf({
      attachments: [
        { name: 'notes.xml', content: '<notes><n>hello</n></notes>' },
        { name: 'invoice-4711.xml', content: SAMPLE_UBL_CREDIT_NOTE },
      ],
    }),
  );
  assert.equal(byContent.status === 'ok' && byContent.source.attachmentName, 'invoice-4711.xml');
});

test('a PDF carrying ZUGFeRD 1.0 and 2.x invoices side by side is refused as mixed versions', async () => {
  const pdf = await makeHybridPdf({
    attachments: [
      { name: 'ZUGFeRD-invoice.xml', content: ZF1_ROOT },
      { name: 'factur-x.xml', content: SAMPLE_CII },
    ],
    xmp: { level: 'EN 16931', fileName: 'factur-x.xml' },
  });
  const r = await readEInvoice(pdf);
  assert.equal(r.status, 'invalid');
  assert.deepEqual(r.status === 'invalid' && r.failures.map((f) => f.rule), ['EINV-MIXED']);
  assert.match(
    r.status === 'invalid' ? r.failures[0]!.message : '',
    /ZUGFeRD-invoice\.xml \(ZUGFeRD 1\.0\) and factur-x\.xml \(Factur-X \/ ZUGFeRD 2\)/,
  );
});

test('two invoices of one version: the one the XMP names is read, else the PDF is refused', async () => {
  const other = edit(SAMPLE_CII, ['<ram:ID>INV-1</ram:ID>', '<ram:ID>INV-2</ram:ID>']);
  const attachments = [
    { name: 'factur-x.xml', content: SAMPLE_CII },
    { name: 'copy.xml', content: other },
  ];
  const named = await readEInvoice(await makeHybridPdf({ attachments, xmp: { fileName: 'factur-x.xml' } }));
  assert.equal(named.status === 'ok' && named.invoice.number, 'INV-1');
  assert.equal(named.status === 'ok' && named.warnings[0]?.rule, 'EINV-MIXED');
  const unnamed = await readEInvoice(await makeHybridPdf({ attachments }));
  assert.equal(unnamed.status === 'invalid' && unnamed.failures[0]?.rule, 'EINV-MIXED');
});

test('EINV-XMP: a conformance level in the metadata that contradicts the XML is refused (element or attribute form)', async () => {
  for (const asAttributes of [false, true]) {
    const pdf = await makeHybridPdf({
      attachments: [{ name: 'factur-x.xml', content: SAMPLE_CII }],
      xmp: { level: 'BASIC', fileName: 'factur-x.xml', asAttributes },
    });
    const r = await readEInvoice(pdf);
    assert.equal(r.status, 'invalid', JSON.stringify(r));
    assert.match(
      r.status === 'invalid' ? r.failures[0]!.message : '',
      /declares the conformance level "BASIC", but its XML declares the EN 16931 \(COMFORT\) profile/,
    );
  }
  // the ZUGFeRD 1.0 release candidate's schema did not tie its level to the XML: not checked
  const rc = await makeHybridPdf({
    attachments: [{ name: 'factur-x.xml', content: SAMPLE_CII }],
    xmp: { level: 'BASIC', namespace: 'urn:ferd:pdfa:invoice:rc#' },
  });
  assert.equal((await readEInvoice(rc)).status, 'ok');
});

test('EINV-PRINTED: a total printed nowhere on the page is a warning for review', async () => {
  const pdf = await makeHybridPdf({
    attachments: [{ name: 'factur-x.xml', content: SAMPLE_CII }],
    printed: ['Invoice INV-1', 'Total 37.763,70 DEM'],
  });
  const r = await readEInvoice(pdf);
  assert.equal(r.status, 'ok');
  assert.deepEqual(r.status === 'ok' && r.warnings.map((w) => w.rule), ['EINV-PRINTED']);
  const off = await readEInvoice(pdf, { crossCheckPrintedTotal: false });
  assert.deepEqual(off.status === 'ok' && off.warnings, []);
});

test('an invalid attachment makes the PDF invalid, with the attachment named', async () => {
  const pdf = await makeHybridPdf({ attachments: [{ name: 'factur-x.xml', content: '<rsm:CrossIndustryInvoice' }] });
  const r = await readEInvoice(pdf);
  assert.equal(r.status, 'invalid');
  assert.equal(r.status === 'invalid' && r.source?.attachmentName, 'factur-x.xml');
  assert.equal(r.status === 'invalid' && r.failures[0]?.rule, 'EINV-XML');
});

test('no e-invoice: a plain PDF, a PDF with other attachments, other XML, a photo, nothing', async () => {
  assert.equal((await readEInvoice(await makePdf([{ texts: [{ x: 50, y: 50, text: 'Invoice 7' }] }]))).status, 'none');
  const image = await makeHybridPdf({
    attachments: [{ name: 'photo.png', content: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) }],
  });
  assert.equal((await readEInvoice(image)).status, 'none');
  assert.equal((await readEInvoice(utf8('<rss version="2.0"><channel/></rss>'))).status, 'none');
  assert.equal((await readEInvoice(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).status, 'none');
  assert.equal((await readEInvoice(new Uint8Array())).status, 'none');
  const broken = await readEInvoice(utf8('%PDF-1.7\nnot really'));
  assert.equal(broken.status, 'none');
});
