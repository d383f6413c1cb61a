import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Template } from '@paperbridge/contracts';
import { nameOnPage, sameParty, similarNames } from './document-party.ts';
import { strangerReason } from './stranger-check.ts';

const box = { x0: 0, y0: 0, x1: 0.1, y1: 0.1 };
const field = (name: string, anchor: string) => ({
  name,
  page: 1,
  sampleValue: 'v',
  box,
  lineCount: 1,
  anchors: [{ text: anchor, relation: 'left' as const, box }],
  located: true,
});
const template: Template = {
  version: 1,
  pageSizes: [],
  fields: ['Rechnungsnummer', 'Datum', 'Bruttosumme', 'Zahlbetrag'].map((l, i) => field(`F${i}`, l)),
  tables: [],
  warnings: [],
};
const none = { name: null, taxIds: [], ibans: [] };

describe('Strangers (issue 30 point 4)', () => {
  it("finds the sample's supplier on a page despite OCR misreadings, not a different one", () => {
    assert.ok(nameOnPage('SANYU STATIONERY SHOP', ['NO. 31G&33G,', 'SANYO STATIONERY SHOP', 'JALAN SETIA INDAH']));
    assert.ok(nameOnPage('Lieferant GmbH', ['Name:', 'Lieferant', 'GmbH']), 'broken over two lines');
    assert.ok(!nameOnPage('Lieferant GmbH', ['ELEKTRON Industrieservice GmbH', 'Erfurter Strasse 13']));
    assert.ok(similarNames('SANYO STATIONERY SHOP', 'SANYU STATIONERY SHOP'));
    assert.ok(!similarNames('Lieferant GmbH', 'ELEKTRON Industrieservice GmbH'));
  });

  it('a document that does not name the supplier is a stranger, named by who it appears to be from', () => {
    const reason = strangerReason({
      template,
      sample: { ...none, name: 'Lieferant GmbH' },
      doc: { ...none, name: 'ELEKTRON Industrieservice GmbH' },
      firstPageLines: ['Rechnungsnummer 1', 'ELEKTRON Industrieservice GmbH'],
      allLines: ['Rechnungsnummer', 'Datum', 'Bruttosumme', 'Zahlbetrag'],
    });
    assert.equal(
      reason,
      "Lieferant GmbH (the supplier of the mapping's sample) is not named on this document. It appears to be from ELEKTRON Industrieservice GmbH.",
    );
  });

  it("a document missing most of the sample's labels is another layout; one with them is not", () => {
    const other = strangerReason({
      template,
      sample: null,
      doc: none,
      firstPageLines: [],
      allLines: ['Invoice', 'Total', 'Datum'],
    });
    assert.match(other ?? '', /^Only 1 of the 4 labels of the mapping's sample are on this document/);
    assert.equal(
      strangerReason({
        template,
        sample: null,
        doc: none,
        firstPageLines: [],
        allLines: ['Rechnungsnummer: 4', 'Datum 1', 'Bruttosumme 2'],
      }),
      null,
    );
  });

  it('parties are the same by an IBAN or tax id in common, or a name alike', () => {
    assert.ok(
      sameParty(
        { name: 'A', taxIds: [], ibans: ['DE02120300000000202051'] },
        { name: 'B', taxIds: [], ibans: ['DE02120300000000202051'] },
      ),
    );
    assert.ok(
      sameParty({ name: 'Lieferant GmbH', taxIds: [], ibans: [] }, { name: 'LIEFERANT GMBH', taxIds: [], ibans: [] }),
    );
    assert.ok(
      !sameParty(
        { name: 'Lieferant GmbH', taxIds: ['DE1'], ibans: [] },
        { name: 'Kunden AG', taxIds: ['DE2'], ibans: [] },
      ),
    );
  });
});
