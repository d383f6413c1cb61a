import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf, type TestPage } from '../testing/make-pdf.ts';
import { applyTemplate } from './apply-template.ts';
import { learnTemplate } from './learn-template.ts';
import { sampleLineCounts } from './value-lines.ts';

/** A party block as invoices print it: labels in one column, values in the next, a value's lines 14 pt apart. */
type Entry = [label: string, lines: string[]];
function parties(blocks: { heading: string; entries: Entry[] }[]): TestPage {
  const texts: NonNullable<TestPage['texts']> = [{ x: 40, y: 40, text: 'Rechnung Nr. 4711', size: 12 }];
  let y = 80;
  for (const b of blocks) {
    texts.push({ x: 50, y, text: b.heading, size: 10 });
    y += 16;
    for (const [label, lines] of b.entries) {
      // a label sits beside its value's last line when the lines above it are a salutation ("Herrn")
      const labelLine = lines.findIndex((l) => !l.startsWith('^'));
      lines.forEach((text, i) => texts.push({ x: 250, y: y + i * 14, text: text.replace(/^\^/, ''), size: 10 }));
      if (label) texts.push({ x: 50, y: y + labelLine * 14, text: label, size: 10 });
      y += lines.length * 14 + 4;
    }
    y += 24;
  }
  return { texts };
}
const extract = async (page: TestPage) => (await extractDocument(await makePdf([page]))).document!;

const SELLER: { heading: string; entries: Entry[] } = {
  heading: 'Verkäufer',
  entries: [
    ['Name:', ['Lieferant GmbH']],
    ['Anschrift:', ['Lieferantenstraße 20', 'DE 80333 München']],
    ['Kontakt:', ['Tanja Tinder']],
  ],
};
const buyer = (entries: Entry[]) => ({ heading: 'Käufer', entries });
const ONE_LINE = parties([
  SELLER,
  buyer([
    ['Nummer:', ['GE2020211']],
    ['Name:', ['Kunden AG Mitte']],
    ['Anschrift:', ['Kundenstraße 15', 'DE 69876 Frankfurt']],
  ]),
]);
const SALUTATION = parties([
  SELLER,
  buyer([
    ['Name:', ['^Herrn', 'Max Mustermann']],
    ['Anschrift:', ['Musterstr. 11', 'DE 12346 Bad Musterhausen']],
  ]),
]);

test('a name whose first line sits above its label row is read whole, in reading order', async () => {
  const tpl = learnTemplate(await extract(ONE_LINE), {
    fields: { Buyer: 'Kunden AG Mitte', Address: 'Kundenstraße 15 DE 69876 Frankfurt' },
  });
  const got = applyTemplate(tpl, await extract(SALUTATION)).fields;
  assert.equal(got.Buyer!.value, 'Herrn Max Mustermann');
  assert.equal(got.Address!.value, 'Musterstr. 11 DE 12346 Bad Musterhausen');
});

test('a sample whose value starts above its label learns the label beside its last line, and reads one-line values', async () => {
  const tpl = learnTemplate(await extract(SALUTATION), { fields: { Buyer: 'Herrn Max Mustermann' } });
  const field = tpl.fields[0]!;
  assert.equal(field.lineCount, 2);
  assert.deepEqual(
    field.anchors.map((a) => [a.text, a.relation]),
    [['Name:', 'left']],
  );
  assert.deepEqual(sampleLineCounts(field.box, field.anchors[0]!.box, field.lineCount), { above: 1, below: 0 });
  // the line above ("GE2020211") has a label of its own, the line below ("Kundenstraße 15") too: neither is the name
  assert.equal(applyTemplate(tpl, await extract(ONE_LINE)).fields.Buyer!.value, 'Kunden AG Mitte');
});

test("a value's lines end at the next label's value; an address may print one line more than the sample's", async () => {
  const tpl = learnTemplate(await extract(ONE_LINE), {
    fields: { Address: 'Kundenstraße 15 DE 69876 Frankfurt', Contact: 'Tanja Tinder' },
  });
  const longer = parties([
    SELLER,
    buyer([
      ['Name:', ['Metallbau Leipzig GmbH & Co. KG']],
      ['Anschrift:', ['Pappelallee 15', 'Hof 3', 'DE 12345 Leipzig']],
      ['USt.-Id.-Nr.:', ['DE123456789']],
    ]),
  ]);
  assert.equal(
    applyTemplate(tpl, await extract(longer)).fields.Address!.value,
    'Pappelallee 15 Hof 3 DE 12345 Leipzig',
  );
  const shorter = parties([
    SELLER,
    buyer([
      ['Name:', ['Kunden AG']],
      ['Anschrift:', ['Postfach 12 34']],
      ['USt.-Id.-Nr.:', ['DE123456789']],
    ]),
  ]);
  assert.equal(applyTemplate(tpl, await extract(shorter)).fields.Address!.value, 'Postfach 12 34');
  // "DE 80333 München" above "Tanja Tinder" continues the seller's address (labelled above it): no part of the contact
  assert.equal(applyTemplate(tpl, await extract(ONE_LINE)).fields.Contact!.value, 'Tanja Tinder');
});

test("text the layout prints on every document reads a branch's last line whole", async () => {
  const receipt = (branch: string): TestPage => ({
    width: 300,
    height: 400,
    texts: [
      '99 SPEED MART S/B',
      'LOT P.T. 2811, JALAN ANGSA,',
      'TAMAN BERKELEY 41150 KLANG',
      branch,
      'GST ID NO: 000181747712',
    ].map((text, i) => ({ x: 60, y: 40 + i * 14, text, size: 9 })),
  });
  const tpl = learnTemplate(await extract(receipt('1076-IJOK')), {
    fields: { address: 'LOT P.T. 2811, JALAN ANGSA, TAMAN BERKELEY 41150 KLANG 1076-IJOK' },
  });
  const got = applyTemplate(tpl, await extract(receipt('1245-DESA SRI HARTAMAS'))).fields.address!;
  assert.equal(got.value, 'LOT P.T. 2811, JALAN ANGSA, TAMAN BERKELEY 41150 KLANG 1245-DESA SRI HARTAMAS');
});
