import type { ReviewMode } from '@paperbridge/contracts';
import type { EndpointForm } from './endpoint-form.types';

/**
 * The review choice of step 1 (issue 22, beyond the spec) beside the spec's "Review the output before
 * finalising." checkbox: the server reviews every document when either says so, so the choice shows 'always'
 * while the checkbox is ticked, even where the checkbox is hidden (another output format chosen after ticking).
 */
export const effectiveReviewMode = (f: Pick<EndpointForm, 'reviewMode' | 'requiredApproval'>): ReviewMode =>
  f.requiredApproval ? 'always' : f.reviewMode;

/**
 * Picking a review choice: 'unsure' unticks the checkbox (else the server would still review every document);
 * 'always' ticks it where it is shown, so the two never disagree.
 */
export function chooseReviewMode(f: EndpointForm, mode: ReviewMode, checkboxShown: boolean): EndpointForm {
  if (mode === 'unsure') return { ...f, reviewMode: 'unsure', requiredApproval: false };
  return { ...f, reviewMode: 'always', requiredApproval: checkboxShown ? true : f.requiredApproval };
}

/** Ticking the spec's checkbox means review every document; unticking it, only when unsure. */
export const tickReviewCheckbox = (f: EndpointForm, checked: boolean): EndpointForm => ({
  ...f,
  requiredApproval: checked,
  reviewMode: checked ? 'always' : 'unsure',
});
