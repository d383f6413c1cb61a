import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf, type TestPage } from '../testing/make-pdf.ts';
import { alignedCorrection } from './aligned-correction.ts';
import { applyTemplate } from './apply-template.ts';
import { learnTemplate } from './learn-template.ts';

const BRANCH = 'LOT P.T. 2811, JALAN ANGSA, TAMAN BERKELEY 41150 KLANG, SELANGOR 1076-IJOK';

test("a value that is another branch's in its last line is corrected only where it reads as the sample", () => {
  // "28I1" is a look-alike inside the sample's number; the branch's own line stays as read
  assert.deepEqual(
    alignedCorrection(
      'LOT P.T. 28I1, JALAN ANGSA, TAMAN BERKELEY 41150 KLANG, SELANGOR 1245-DESA SRI HARTAMAS',
      BRANCH,
    ),
    {
      value: 'LOT P.T. 2811, JALAN ANGSA, TAMAN BERKELEY 41150 KLANG, SELANGOR 1245-DESA SRI HARTAMAS',
      corrected: true,
    },
  );
});

test('a comma or full stop the reading lost where lines join is put back, with the sample spacing around it', () => {
  const typed = 'LOT 1851-A & 1851-B, JALAN KPB 6, KAWASAN PERINDUSTRIAN BALAKONG, 43300 SERI KEMBANGAN, SELANGOR';
  assert.deepEqual(
    alignedCorrection(
      'LOT 1851-A & 1851-B, JALAN KPB 6 KAWASAN PERINDUSTRIAN BALAKONG 433O0 SERI KEMBANGAN, SELANGOR',
      typed,
    ),
    { value: typed, corrected: true },
  );
  // the value's last mark, and a comma squeezed out between two words
  assert.deepEqual(alignedCorrection('40170 SHAH ALAM', '40170 SHAH ALAM,'), {
    value: '40170 SHAH ALAM,',
    corrected: true,
  });
  assert.deepEqual(alignedCorrection('TAMPOI81200 JOHOR', 'TAMPOI,81200 JOHOR'), {
    value: 'TAMPOI,81200 JOHOR',
    corrected: true,
  });
});

test('one letter lost or misread inside a word of letters is put right; a word that differs more stays as read', () => {
  // session 30: "PERINDUSTRAN" lost a narrow glyph, "HEAUTY" / "LEVE1" misread one; the spacing becomes the sample's
  assert.deepEqual(alignedCorrection('KAWASANPERINDUSTRAN TAMPOI', 'KAWASAN PERINDUSTRIAN TAMPOI'), {
    value: 'KAWASAN PERINDUSTRIAN TAMPOI',
    corrected: true,
  });
  assert.deepEqual(alignedCorrection('BUARDIAN HEALTH AND HEAUTY SDN BHD', 'GUARDIAN HEALTH AND BEAUTY SDN BHD'), {
    value: 'GUARDIAN HEALTH AND BEAUTY SDN BHD',
    corrected: true,
  });
  assert.deepEqual(alignedCorrection('LEVE1 6, BANGUNAN TH', 'LEVEL 6, BANGUNAN TH'), {
    value: 'LEVEL 6, BANGUNAN TH',
    corrected: true,
  });
  // a bracket read as a stroke
  assert.deepEqual(alignedCorrection('ENTERPRISE ISETIA ALAM) SDN BHD', 'ENTERPRISE (SETIA ALAM) SDN BHD'), {
    value: 'ENTERPRISE (SETIA ALAM) SDN BHD',
    corrected: true,
  });
  // two slips in one word, a digit in a word that has digits, a short word: another text, or not proven
  assert.deepEqual(alignedCorrection('SDN HND', 'SDN BHD'), { value: 'SDN HND', corrected: false });
  assert.deepEqual(alignedCorrection('JALAN S821/60', 'JALAN SS21/60'), { value: 'JALAN S821/60', corrected: false });
});

test('a letter missing next to another difference, a mark beside another difference, or too many corrections stay as read', () => {
  assert.deepEqual(alignedCorrection('JALAN KEPONG', 'JALAN KLANG'), { value: 'JALAN KEPONG', corrected: false });
  // the comma sits next to a misread letter: not proven
  assert.deepEqual(alignedCorrection('SELANGOR DARUL EHSAM', 'SELANGOR DARUL EHSAN,'), {
    value: 'SELANGOR DARUL EHSAM',
    corrected: false,
  });
  // a letter for a digit only where the sample's word is all letters (as for a whole value)
  assert.deepEqual(alignedCorrection('LOT 88, JALAN SATU', 'LOT B8, JALAN SATU'), {
    value: 'LOT 88, JALAN SATU',
    corrected: false,
  });
  // more than one correction per six characters is another text
  assert.deepEqual(alignedCorrection('A1B2', 'A,1,B,2,'), { value: 'A1B2', corrected: false });
});

test("another branch's words keep the page's spacing", () => {
  assert.deepEqual(alignedCorrection('SELANGOR 1249-TMN PANDAN CAHAYA', 'SELANGOR 1076-IJOK'), {
    value: 'SELANGOR 1249-TMN PANDAN CAHAYA',
    corrected: false,
  });
});

test('an address whose reading lost the comma where two lines join comes back with it, marked corrected', async () => {
  const page = (second: string, lastMark: string): TestPage => ({
    width: 300,
    height: 300,
    texts: [
      { x: 40, y: 40, text: 'KEDAI MAJU SDN BHD', size: 11 },
      { x: 40, y: 58, text: `KAWASAN PERINDUSTRIAN BALAKONG${lastMark}`, size: 9 },
      { x: 40, y: 71, text: second, size: 9 },
      { x: 40, y: 84, text: 'TEL: 03-8736 1234', size: 9 },
    ],
  });
  const extract = async (p: TestPage) => (await extractDocument(await makePdf([p]))).document!;
  const typed = 'KAWASAN PERINDUSTRIAN BALAKONG, 43300 SERI KEMBANGAN';
  const tpl = learnTemplate(await extract(page('43300 SERI KEMBANGAN', ',')), { fields: { address: typed } });
  // the later page's reading has no comma at the end of the first line (as an OCR box that clipped it reads)
  const got = applyTemplate(tpl, await extract(page('43300 SERI KEMBANGAN', ''))).fields.address!;
  assert.equal(got.value, typed);
  assert.equal(got.source, 'corrected');
  assert.equal(got.readAs, 'KAWASAN PERINDUSTRIAN BALAKONG 43300 SERI KEMBANGAN');
});

test('session 30: a letter slip beside a lost comma, and a stray mark inside the value, are put right', () => {
  // the slip and the comma after it: each judged with the other put right, text read as the sample after both
  assert.deepEqual(alignedCorrection('U13/X, SETIA ALAN SEKSYEN U13', 'U13/X, SETIA ALAM, SEKSYEN U13'), {
    value: 'U13/X, SETIA ALAM, SEKSYEN U13',
    corrected: true,
  });
  // a word of letters with a comma after it is still a word of letters
  assert.deepEqual(alignedCorrection('U13/X, SETIA ALAN, SEKSYEN U13', 'U13/X, SETIA ALAM, SEKSYEN U13'), {
    value: 'U13/X, SETIA ALAM, SEKSYEN U13',
    corrected: true,
  });
  // a speck read as a full stop where a line breaks inside the value
  assert.deepEqual(alignedCorrection('POPULAR BOOK. CO. (M) SDN BHD', 'POPULAR BOOK CO. (M) SDN BHD'), {
    value: 'POPULAR BOOK CO. (M) SDN BHD',
    corrected: true,
  });
});

test("session 30: a mark at the value's end, and a slip with nothing read after its lost comma, stay as read", () => {
  assert.deepEqual(alignedCorrection('JALAN AIR PANAS, KUALA LUMPUR.', 'JALAN AIR PANAS, KUALA LUMPUR'), {
    value: 'JALAN AIR PANAS, KUALA LUMPUR.',
    corrected: false,
  });
  assert.deepEqual(alignedCorrection('SELANGOR DARUL EHSAM', 'SELANGOR DARUL EHSAN,'), {
    value: 'SELANGOR DARUL EHSAM',
    corrected: false,
  });
  // a comma printed where the sample says full stop is the page's (certain-correction.ts, commaForStop)
  assert.deepEqual(
    alignedCorrection('NO 290, JALAN AIR PANAS, SETAPAK, 53200', 'NO 290, JALAN AIR PANAS. SETAPAK, 53200'),
    {
      value: 'NO 290, JALAN AIR PANAS, SETAPAK, 53200',
      corrected: false,
    },
  );
});
