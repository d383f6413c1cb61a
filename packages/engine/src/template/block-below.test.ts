import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf, type TestPage } from '../testing/make-pdf.ts';
import { applyTemplate } from './apply-template.ts';
import { printsOtherField } from './block-below.ts';
import { learnTemplate } from './learn-template.ts';

/**
 * A receipt header as shops print it: the shop's name, its branch address over as many lines as the branch needs,
 * then the phone and GST lines, then the items and the total. Centred, each line starts elsewhere; set left, the
 * phone line starts where the address does.
 */
function receipt(address: string[], total: string, centred = true): TestPage {
  const at = (text: string) => (centred ? 150 - text.length * 2.4 : 40);
  const texts: NonNullable<TestPage['texts']> = [{ x: 40, y: 40, text: 'KEDAI BUKU MAJU SDN BHD', size: 11 }];
  let y = 58;
  for (const line of [...address, 'TEL: 03-8736 1234', 'GST ID: 000123456789']) {
    texts.push({ x: at(line), y, text: line, size: 9 });
    y += 13;
  }
  texts.push({ x: 40, y: y + 40, text: 'PEN BIRU 2X', size: 9 }, { x: 220, y: y + 40, text: '4.00', size: 9 });
  texts.push({ x: 40, y: y + 70, text: 'TOTAL:', size: 9 }, { x: 220, y: y + 70, text: total, size: 9 });
  return { width: 300, height: 400, texts };
}
const extract = async (page: TestPage) => (await extractDocument(await makePdf([page]))).document!;

const SAMPLE = ['12 JALAN SATU, TAMAN DUA,', '43000 KAJANG, SELANGOR'];

async function learned(centred = true) {
  return learnTemplate(await extract(receipt(SAMPLE, '12.00', centred)), {
    fields: { address: '12 JALAN SATU, TAMAN DUA, 43000 KAJANG, SELANGOR', total: '12.00' },
  });
}

test('an address of two lines on the sample is read whole on a branch that prints it over three', async () => {
  const tpl = await learned();
  assert.equal(tpl.fields.find((f) => f.name === 'address')!.lineCount, 2);
  const branch = ['LOT 5, JALAN BESAR 3,', 'TAMAN MELATI UTAMA,', '53100 KUALA LUMPUR'];
  const got = applyTemplate(tpl, await extract(receipt(branch, '7.50'))).fields;
  assert.equal(got.address!.value, 'LOT 5, JALAN BESAR 3, TAMAN MELATI UTAMA, 53100 KUALA LUMPUR');
  assert.equal(got.total!.value, '7.50');
});

test('an address of two lines on the sample ends before the phone line on a branch that prints one line', async () => {
  for (const centred of [true, false]) {
    const tpl = await learned(centred);
    const one = receipt(['NO 8 JALAN RIA, 81200 JOHOR BAHRU'], '3.20', centred);
    const got = applyTemplate(tpl, await extract(one)).fields;
    assert.equal(got.address!.value, 'NO 8 JALAN RIA, 81200 JOHOR BAHRU', centred ? 'centred' : 'set left');
    assert.equal(got.total!.value, '3.20');
  }
});

test('lines that print another field end a value; address lines do not', () => {
  for (const line of [
    'TEL: 03-8736 1234',
    'Mobile /Whatsapps : +6012-918 7937',
    '03-7845 8155',
    'GST ID: 000123456789',
    '(GST ID No :000473792512)',
    'Co-REG: 750441-W',
    'TAX INVOICE',
    'Cashier: Anna',
    'Address:',
  ])
    assert.equal(printsOtherField(line), true, line);
  for (const line of [
    '43000 KAJANG, SELANGOR',
    'TAMAN MELATI UTAMA,',
    'NO.12,JA:AN SS4C/5,PETALING',
    'Jalan Bill 4',
    'SELANGOR DARUL EHSAN',
  ])
    assert.equal(printsOtherField(line), false, line);
});
