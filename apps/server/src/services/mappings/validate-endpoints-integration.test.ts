import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DOC_TYPE, MAP_MSG } from '@paperbridge/contracts';
import { validateEndpoints } from './validate-endpoints.ts';

const choose = (docTypeId: number, integrationType: string) =>
  validateEndpoints(
    { coEmail: 'c@x.example', configName: 'M', isManualUpload: true, config: { integrationType } } as Parameters<
      typeof validateEndpoints
    >[0],
    { docTypeId, draft: false, production: false, ssrf: {}, storedFtpIn: false, storedFtpOut: false },
  );

describe('Standard Integrations on a mapping (spec 001 §5, issue 26)', () => {
  it('a commercial invoice or an expense receipt mapping may deliver to Xero or QuickBooks', async () => {
    for (const docTypeId of [DOC_TYPE.commercialInvoice, DOC_TYPE.expenseReceipt])
      for (const code of ['XERO', 'quickbook'])
        assert.equal((await choose(docTypeId, code)).endpoints.integrationType, code.toUpperCase());
  });

  it('the agreement and customised types are refused with the rule in words', async () => {
    for (const docTypeId of [DOC_TYPE.leaveAndLicenseAgreement, DOC_TYPE.customised])
      await assert.rejects(choose(docTypeId, 'XERO'), (e: Error) => {
        assert.equal(e.message, MAP_MSG.integrationDocTypes);
        return true;
      });
  });

  it('an unknown package is refused for receipts as for invoices', async () => {
    await assert.rejects(choose(DOC_TYPE.expenseReceipt, 'SAGE'), { message: MAP_MSG.integrationRequired });
  });
});
