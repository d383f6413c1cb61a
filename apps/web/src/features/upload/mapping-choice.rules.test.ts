import { UPLOAD_MSG } from '@paperbridge/contracts';
import { describe, expect, it } from 'vitest';
import { mappingChoice, type MappingFacts } from './mapping-choice.rules';

const m = (cnId: string, o: Partial<MappingFacts> = {}): MappingFacts => ({
  cnId,
  configName: cnId.toUpperCase(),
  docType: 'Commercial Invoice',
  supplierEmail: 'orders@coolblue.example',
  draftMode: false,
  isManualUpload: true,
  hasTemplate: true,
  ...o,
});

describe('mapping choice for manual upload (spec 002 §2, §8)', () => {
  it("offers only the client's mappings that take manual uploads", () => {
    const c = mappingChoice('Orders@Coolblue.example', [
      m('a'),
      m('b', { isManualUpload: false }),
      m('c', { supplierEmail: 'other@x.example' }),
    ]);
    expect(c.options).toEqual([{ value: 'a', label: 'A (Commercial Invoice)' }]);
    expect(c.problem).toBeNull();
  });

  it('a client without a mapping: "Unable to find mapping for the selected client. Click here to add new mapping."', () => {
    const c = mappingChoice('nobody@x.example', [m('a')]);
    expect(c.problem).toEqual({ text: UPLOAD_MSG.noMapping, link: '/admin/create-mapping' });
  });

  it('a client whose mappings do not take manual uploads: the spec text, linking to that mapping', () => {
    const c = mappingChoice('orders@coolblue.example', [m('a', { isManualUpload: false })]);
    expect(c.problem).toEqual({
      text: 'Manual upload is not selected as a preferred method to upload your documents. Please edit your mapping by clicking here.',
      link: '/admin/edit-mapping/a',
    });
    expect(c.options).toEqual([]);
  });

  it('drafts and mappings without a template are not offered, with the reason', () => {
    expect(mappingChoice('orders@coolblue.example', [m('a', { draftMode: true })]).problem?.text).toBe(
      UPLOAD_MSG.draftMapping,
    );
    expect(mappingChoice('orders@coolblue.example', [m('a', { hasTemplate: false })]).problem?.text).toBe(
      UPLOAD_MSG.noTemplate,
    );
  });

  it("says nothing while the mappings' sources are still being read", () => {
    const c = mappingChoice('orders@coolblue.example', [m('a', { isManualUpload: undefined, hasTemplate: undefined })]);
    expect(c).toEqual({ options: [], problem: null, loading: true });
    expect(mappingChoice(null, [m('a')])).toEqual({ options: [], problem: null, loading: false });
  });
});
