/**
 * Written by `node --import tsx bench/engine/fit-calibration.ts --write` (issue 22 point 1): do not edit by hand.
 * A logistic model of "the value is right" over the features of confidence-features.ts, fitted on the shared
 * corpora (SROIE receipts through OCR, one sample per vendor mapped from typed values and as its OCR reads them;
 * water reports with a text layer): 649 values, L2 1 chosen by leave-one-vendor-out cross-validation.
 * Cross-validated on the receipts: values at ≥ 90% 371, 97.0% right; at ≥ the review threshold
 * 348, 97.4% right (and at least 97% in each way of mapping).
 */
export const CALIBRATION_MODEL: CalibrationModel = {
  bias: 3.8868,
  weights: {
    kind_date: 1.4389,
    kind_amount: -0.7684,
    text_multi_line: -1.176,
    text_long: -1.5363,
    by_fixed_text: -0.4106,
    by_position: -1.9546,
    by_only_date: 0.0,
    by_arithmetic: 0.0872,
    fixed_text_exact: 1.488,
    fixed_text_gap: -0.7325,
    label_gap: -0.1772,
    label_no_context: 0.1352,
    label_context_gap: 0.0,
    label_far: 0.0,
    ocr: -0.8898,
    ocr_doubt_min: -0.8787,
    ocr_doubt_mean: -0.7674,
    shape_bad: 0.0,
    corrected_chars: -0.3621,
    reread_replaced: -0.5493,
    reread_agreed: -1.7042,
    reread_differed: -3.4002,
    arithmetic_agrees: 2.0445,
    arithmetic_disagrees: -0.3439,
    sample_doubt: 0.0,
    unconfirmed_text: 0.0,
    unconfirmed_exact: 0.0,
  },
  reviewThreshold: 0.91,
  kindThresholds: { text: 0.82, date: 0.9, amount: 0.93 },
};

export interface CalibrationModel {
  bias: number;
  weights: Readonly<Record<string, number>>;
  /** the lowest confidence at which the cross-validated receipt values were right at least 97% of the time (each way of mapping) */
  reviewThreshold: number;
  /** the same per value shape */
  kindThresholds: Readonly<Record<'text' | 'date' | 'amount', number>>;
}
