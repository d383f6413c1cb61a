import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ocrDoc, row, type OcrTestWord } from '../testing/ocr-doc.ts';
import { applyTemplate } from './apply-template.ts';
import { learnTemplate } from './learn-template.ts';

/**
 * Session 30 (issue 23 point 1): receipt photos as the OCR reads them, built word by word in pixels, for the rules
 * that are about boxes and page sizes (a PDF made in the test has neither a photo's resolution nor its cut boxes).
 */

/** Every word of a page scaled by k: the same receipt photographed at another resolution. */
const scaled = (lines: OcrTestWord[][], k: number) =>
  lines.map((ws) => ws.map((w) => ({ text: w.text, x0: w.x0 * k, y0: w.y0 * k, x1: w.x1 * k, y1: w.y1 * k })));

/**
 * A till receipt whose date sits at the foot beside the till's numbers, which change on every receipt, so no label
 * finds it: only its place does.
 */
function tillReceipt(till: string, date: string): OcrTestWord[][] {
  return [
    row('KEDAI RUNCIT MAJU SDN BHD', 60, 100),
    row('NO 15 JALAN BESAR 3', 60, 130),
    row('MINERAL WATER 500ML 2.28', 60, 400),
    row(till, 60, 1800),
    row(`16:14 ${date}`, 200, 1840),
  ];
}

test('a photo at another resolution: a date found only by its place is looked for at the place scaled to the page', () => {
  const sample = ocrDoc([
    { width: 800, height: 2000, lines: tillReceipt('St:0 Ctr1 ID:9658 TaxInv:41336', '04/03/18') },
  ]);
  const tpl = learnTemplate(sample, { fields: { date: '04/03/18' } });
  // the same layout photographed smaller: 520 pixels wide for the sample's 800
  const k = 0.65;
  const page = tillReceipt('St:8282 Ctr2 ID:2055 TaxInv:21777', '18/05/18');
  const doc = ocrDoc([{ width: 800 * k, height: 2000 * k, lines: scaled(page, k) }]);
  assert.equal(applyTemplate(tpl, doc).fields.date!.value, '18/05/18');
});

/**
 * The foot of a receipt where the reading drew "Rounded" of "Total Rounded" twice as tall as its letters, up into the
 * rounding row above it.
 */
function roundedFoot(total: string, rounding: string, valueX: number): OcrTestWord[][] {
  return [
    row('IKANO HANDEL SDN BHD', 100, 100),
    row('Description Amount', 100, 300),
    row(`Total RM Including GST 6% ${total}`, 100, 1200),
    [...row('Rounding Adj.', 100, 1248), { text: rounding, x0: 690, y0: 1248, x1: 750, y1: 1290 }],
    [
      { text: 'Total', x0: 100, y0: 1292, x1: 160, y1: 1330 },
      { text: 'Rounded', x0: 180, y0: 1262, x1: 270, y1: 1330 },
      { text: total, x0: valueX, y0: 1290, x1: valueX + 70, y1: 1336 },
    ],
    row(`Visa -${total}`, 100, 1400),
  ];
}

test("a value beside a tall label word is the one on the label's own row, not the row its box reaches into", () => {
  const sample = ocrDoc([{ width: 900, height: 2200, lines: roundedFoot('538.00', '0.00', 690) }]);
  const tpl = learnTemplate(sample, { fields: { total: '538.00' } });
  assert.equal(tpl.fields[0]!.anchors[0]!.text, 'Total Rounded');
  // the total printed further right than the sample's: the rounding's 0.00 above is nearer the predicted place
  const doc = ocrDoc([{ width: 900, height: 2200, lines: roundedFoot('99.80', '0.00', 790) }]);
  assert.equal(applyTemplate(tpl, doc).fields.total!.value, '99.80');
});

test('a company name read with the registration number glued to its last word is read whole, the number cut off', () => {
  const head = (name: OcrTestWord[]) => [
    name,
    row('LOT 3, JALAN PELABUR 23/1,', 150, 130),
    row('40300 SHAH ALAM, SELANGOR.', 150, 160),
    row('TAX INVOICE', 200, 260),
  ];
  const sample = ocrDoc([
    { width: 620, height: 1300, lines: head(row('GARDENIA BAKERIES (KL) SDN BHD (139386-X)', 40, 90)) },
  ]);
  const tpl = learnTemplate(sample, { fields: { company: 'GARDENIA BAKERIES (KL) SDN BHD' } });
  // the reading cut a word in two, ran the brackets into the words and glued the number onto "BHD"
  const doc = ocrDoc([
    { width: 620, height: 1300, lines: head(row('GARDENIA BAK ERIES(KL)SDN BHD(139386X)', 40, 92)) },
  ]);
  const got = applyTemplate(tpl, doc).fields.company!;
  assert.equal(got.value, 'GARDENIA BAKERIES (KL) SDN BHD');
  assert.equal(got.source, 'corrected');
});

test('a date whose month is named, read with the gap before the year lost and the time run in, is the date', () => {
  const receipt = (date: string) => [
    row('UNIHAKKA INTERNATIONAL SDN BHD', 300, 300),
    row(date, 420, 325),
    row('12, JALAN TAMPOI 7/4,KAWASAN PERINDUSTRIAN', 300, 360),
    row('TAX INVOICE', 420, 400),
    row('Invoice # : OR18031802170364', 300, 430),
  ];
  const sample = ocrDoc([{ width: 1100, height: 1500, lines: receipt('05 Mar 2018 12:35') }]);
  const tpl = learnTemplate(sample, { fields: { date: '05 MAR 2018' } });
  const doc = ocrDoc([{ width: 1100, height: 1500, lines: receipt('18 Mar201818:25') }]);
  const got = applyTemplate(tpl, doc).fields.date!;
  assert.equal(got.value, '18 MAR 2018');
  assert.equal(got.source, 'corrected');
  assert.equal(got.readAs, '18 Mar2018');
});
