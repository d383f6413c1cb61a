import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf, type TestPage } from '../testing/make-pdf.ts';
import { towardsSample } from './apply-field.ts';
import { calibratedConfidence } from './calibrate-confidence.ts';
import { FEATURE_NAMES, type Features } from './confidence-features.ts';
import { applyTemplate } from './apply-template.ts';
import { learnTemplate } from './learn-template.ts';

const page = (lines: string[]): TestPage => ({
  width: 300,
  height: 400,
  texts: lines.map((text, i) => ({ x: 40, y: 40 + i * 16, text, size: 9 })),
});
const extract = async (lines: string[]) => (await extractDocument(await makePdf([page(lines)]))).document!;

test('a date not legible on the sample is read where the page prints exactly one date in its format, else missing', async () => {
  // the sample's date was not read (a smudge): nothing to anchor on
  const tpl = learnTemplate(await extract(['PHARMACY SDN BHD', 'Tel 03-7845 8155', 'Total 76.00']), {
    fields: { date: '25/FEB/2017' },
  });
  assert.equal(tpl.fields[0]!.located, false);
  const one = applyTemplate(tpl, await extract(['PHARMACY SDN BHD', '15/Apr/2017 04:56:46', 'Total 635.00']));
  assert.equal(one.fields.date!.value, '15/Apr/2017');
  // weighed as the page's only date in the sample's format (calibrate-confidence.ts), read from a text layer
  const onlyDate = {
    ...Object.fromEntries(FEATURE_NAMES.map((f) => [f, 0])),
    kind_date: 1,
    by_only_date: 1,
  } as Features;
  assert.equal(one.fields.date!.confidence, Math.round(calibratedConfidence(onlyDate) * 1000) / 1000);
  const two = applyTemplate(tpl, await extract(['PHARMACY SDN BHD', '15/Apr/2017 04:56:46', 'Expires 15/Apr/2018']));
  assert.equal(two.fields.date!.missing, true);
  const otherFormat = applyTemplate(tpl, await extract(['PHARMACY SDN BHD', '15-04-2017 04:56:46']));
  assert.equal(otherFormat.fields.date!.missing, true);
});

test("fixed text is read from the page: another branch's address comes out as printed, not as the sample's", async () => {
  const tpl = learnTemplate(
    await extract(['GARDENIA BAKERIES SDN BHD', 'LOT 3, JALAN KLANG LAMA, 58000 KUALA LUMPUR', 'Total 76.00']),
    {
      fields: { company: 'GARDENIA BAKERIES SDN BHD', address: 'LOT 3, JALAN KLANG LAMA, 58000 KUALA LUMPUR' },
    },
  );
  const other = applyTemplate(
    tpl,
    await extract(['GARDENIA BAKERIES SDN BHD', 'LOT 8, JALAN KLANG BARU, 58200 KUALA LUMPUR', 'Total 12.00']),
  );
  assert.equal(other.fields.address!.value, 'LOT 8, JALAN KLANG BARU, 58200 KUALA LUMPUR');
  assert.equal(other.fields.address!.source, undefined);
  assert.equal(other.fields.company!.value, 'GARDENIA BAKERIES SDN BHD');
  assert.equal(other.fields.company!.source, undefined);
});

test('look-alike characters the sample proves are corrected, and the value says so with what was read', async () => {
  const tpl = learnTemplate(await extract(['GARDENIA BAKERIES SDN BHD', 'Tel 03-7845 8155', 'Total 76.00']), {
    fields: { company: 'GARDENIA BAKERIES SDN BHD' },
  });
  const got = applyTemplate(tpl, await extract(['GARDENIA 8AKERIES 5DN BHD', 'Tel 03-7845 8155', 'Total 12.00'])).fields
    .company!;
  assert.equal(got.value, 'GARDENIA BAKERIES SDN BHD');
  assert.equal(got.source, 'corrected');
  assert.equal(got.readAs, 'GARDENIA 8AKERIES 5DN BHD');
  // a letter missing from a short word is not proven (session 30 puts back one lost from a long word of letters)
  const missing = applyTemplate(tpl, await extract(['GARDENIA BAKERIES SDN BH', 'Tel 03-7845 8155'])).fields.company!;
  assert.equal(missing.value, 'GARDENIA BAKERIES SDN BH');
  assert.equal(missing.source, undefined);
});

test('a value typed in capitals is corrected in capitals: the printed case alone does not block a spacing correction', () => {
  const read = {
    value: '12, Jalan Tampoi 7/4,Kawasan Bahru, Johor',
    confidence: 0.9,
    page: 1,
    polygon: null,
    missing: false,
  };
  const got = towardsSample(read, '12, JALAN TAMPOI 7/4,KAWASAN BAHRU,JOHOR', true);
  assert.equal(got.value, '12, JALAN TAMPOI 7/4,KAWASAN BAHRU,JOHOR');
  assert.equal(got.source, 'corrected');
  assert.equal(got.readAs, '12, Jalan Tampoi 7/4,Kawasan Bahru, Johor');
  // without the capitals convention the printed case is the page's text, kept
  assert.equal(towardsSample(read, '12, JALAN TAMPOI 7/4,KAWASAN BAHRU,JOHOR').source, undefined);
});
