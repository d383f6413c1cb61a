import { describe, expect, it } from 'vitest';
import { DOC_TYPE } from '@paperbridge/contracts';
import { buildSubmitPayload } from './build-submit-payload';
import { emptyEndpointForm } from './endpoint-form.types';
import { endpointFormOf } from './endpoint-form-of-config';
import { chooseReviewMode, effectiveReviewMode, tickReviewCheckbox } from './review-choice';

const base = emptyEndpointForm(1);
const meta = {
  clientEmail: 'till@sanyu.example',
  configName: 'SANYU1',
  docTypeId: DOC_TYPE.expenseReceipt,
  docTypeName: 'Expense Receipt',
};
const draft = { fields: [], udfFields: [], tables: [], includeRows: [] };

describe('the review choice of step 1 (issue 22, beyond the spec)', () => {
  it('a new mapping reviews only when unsure, and sends it', () => {
    expect(base.reviewMode).toBe('unsure');
    expect(buildSubmitPayload('s.jpg', draft, base, meta, false).endPointsConfigRequest.reviewMode).toBe('unsure');
  });

  it("'Review every document' is sent on any output; where the spec's checkbox shows, it is ticked too", () => {
    const json = chooseReviewMode(base, 'always', false);
    expect(json).toMatchObject({ reviewMode: 'always', requiredApproval: false });
    expect(buildSubmitPayload('s.jpg', draft, json, meta, false).endPointsConfigRequest).toMatchObject({
      reviewMode: 'always',
      requiredApproval: false,
    });
    expect(chooseReviewMode(base, 'always', true)).toMatchObject({ reviewMode: 'always', requiredApproval: true });
  });

  it("the spec's checkbox ticked means every document; 'only when unsure' unticks it, even where it is hidden", () => {
    const ticked = tickReviewCheckbox(base, true);
    expect(effectiveReviewMode(ticked)).toBe('always');
    expect(effectiveReviewMode({ ...base, requiredApproval: true, reviewMode: 'unsure' })).toBe('always');
    expect(
      buildSubmitPayload('s.jpg', draft, { ...base, requiredApproval: true }, meta, false).endPointsConfigRequest
        .reviewMode,
    ).toBe('always');
    const unsure = chooseReviewMode(ticked, 'unsure', false);
    expect(unsure).toMatchObject({ reviewMode: 'unsure', requiredApproval: false });
    expect(tickReviewCheckbox(ticked, false)).toMatchObject({ reviewMode: 'unsure', requiredApproval: false });
  });

  it('a saved mapping is read back with its choice; one saved before the choice existed reads as unsure', () => {
    const view = (reviewMode?: 'always' | 'unsure') =>
      ({
        endPointsConfigRequest: {
          retentionState: 1,
          retentionDuration: 30,
          requiredApproval: false,
          destinationEmails: [],
          destinationEmailFileType: null,
          webhookEndPoint: null,
          isManualUpload: true,
          isMobileApp: false,
          isAPI: false,
          config: {
            ftpIn: null,
            ftpOut: null,
            emailList: [],
            isEmailConfig: false,
            integrationType: null,
            enterpriseRequest: null,
            excelTabName: null,
          },
          ...(reviewMode ? { reviewMode } : {}),
        },
        retentionDuration: 30,
      }) as unknown as Parameters<typeof endpointFormOf>[0];
    expect(endpointFormOf(view('always')).reviewMode).toBe('always');
    expect(endpointFormOf(view()).reviewMode).toBe('unsure');
  });
});
