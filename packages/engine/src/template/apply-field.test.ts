import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf, type TestPage } from '../testing/make-pdf.ts';
import { applyTemplate } from './apply-template.ts';
import { learnTemplate } from './learn-template.ts';

const page = (lines: string[]): TestPage => ({ width: 300, height: 400, texts: lines.map((text, i) => ({ x: 40, y: 40 + i * 16, text, size: 9 })) });
const extract = async (lines: string[]) => (await extractDocument(await makePdf([page(lines)]))).document!;

test('a date not legible on the sample is read where the page prints exactly one date in its format, else missing', async () => {
  // the sample's date was not read (a smudge): nothing to anchor on
  const tpl = learnTemplate(await extract(['PHARMACY SDN BHD', 'Tel 03-7845 8155', 'Total 76.00']), { fields: { date: '25/FEB/2017' } });
  assert.equal(tpl.fields[0]!.located, false);
  const one = applyTemplate(tpl, await extract(['PHARMACY SDN BHD', '15/Apr/2017 04:56:46', 'Total 635.00']));
  assert.equal(one.fields.date!.value, '15/Apr/2017');
  assert.ok(one.fields.date!.confidence <= 0.4);
  const two = applyTemplate(tpl, await extract(['PHARMACY SDN BHD', '15/Apr/2017 04:56:46', 'Expires 15/Apr/2018']));
  assert.equal(two.fields.date!.missing, true);
  const otherFormat = applyTemplate(tpl, await extract(['PHARMACY SDN BHD', '15-04-2017 04:56:46']));
  assert.equal(otherFormat.fields.date!.missing, true);
});
