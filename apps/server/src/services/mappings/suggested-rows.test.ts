import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { DOC_TYPE } from '@paperbridge/contracts';
import { extractDocument } from '@paperbridge/engine';
import { corporaDir, corporaSkip } from '../../http/mapping/test-support/corpora.ts';
import { STANDARD_FIELDS } from '../doc-fields/standard-fields.data.ts';
import { buildSampleResult } from './sample-result.ts';

const nameOf = (id: number | null | undefined) =>
  STANDARD_FIELDS[DOC_TYPE.commercialInvoice].find((f) => f.id === id)?.name ?? null;

test(
  'the Dutch Coolblue invoice comes with its standard fields suggested, each once, and its noise folded',
  { skip: corporaSkip() },
  async () => {
    const doc = (
      await extractDocument(new Uint8Array(await readFile(path.join(corporaDir, 'invoice2data-compare/coolblue1.pdf'))))
    ).document!;
    const r = buildSampleResult({
      sampleId: 's',
      fileName: 'coolblue1.pdf',
      docTypeId: DOC_TYPE.commercialInvoice,
      document: doc,
      status: 'success',
      errors: [],
    });
    const suggested = Object.fromEntries(
      r.fields.filter((f) => f.suggestedDfId != null).map((f) => [nameOf(f.suggestedDfId), f.value]),
    );
    assert.equal(suggested['Invoice Number'], '993548900');
    assert.equal(suggested['Invoice Date'], '19 april 2014');
    assert.equal(suggested['Customer Number'], '6669263');
    assert.equal(suggested['Supplier ABN/Tax Id'], 'NL810433941B01');
    assert.equal(suggested.IBAN, 'NL50INGB0683251309');
    assert.equal(suggested['Total Amount'], '€ 717,97');
    assert.equal(suggested['Supplier Name'], 'Coolblue B.V.', 'the supplier found by its place is offered as a row');
    assert.equal(
      suggested['Supplier Address'],
      'Weena 664 3012 CN Rotterdam Nederland',
      "the address under the supplier's name, its lines as one value",
    );
    const ids = r.fields.map((f) => f.suggestedDfId).filter((id) => id != null);
    assert.equal(new Set(ids).size, ids.length, 'never one field twice');
    for (const f of r.fields.filter((x) => x.suggestedDfId != null))
      assert.ok(f.suggestionConfidence! > 0 && f.suggestionConfidence! <= 100);
    const folded = r.fields.filter((f) => f.likely === false).map((f) => `${f.key} / ${f.value}`);
    assert.ok(folded.includes('FACTUUR. / Weena 664'), 'a fragment is folded under other text');
    assert.ok(folded.includes('Aantal / 1'), 'a repeated table header is folded under other text');
    assert.ok(!folded.some((f) => f.startsWith('Factuurnummer')), 'a real pair stays listed');
  },
);
