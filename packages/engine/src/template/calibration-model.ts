/**
 * Written by `node --import tsx bench/engine/fit-calibration.ts --write` (issue 22 point 1): do not edit by hand.
 * A logistic model of "the value is right" over the features of confidence-features.ts, fitted on the shared
 * corpora (SROIE receipts through OCR, one sample per vendor; water reports with a text layer): 421 values,
 * L2 0.3 chosen by leave-one-vendor-out cross-validation. Cross-validated on the receipts: values at ≥ 90%
 * 188, 95.7% right; at ≥ the review threshold 168, 97.6% right.
 */
export const CALIBRATION_MODEL: CalibrationModel = {
  bias: 4.7117,
  weights: {
    kind_date: 2.2580,
    kind_amount: -1.3348,
    text_multi_line: -0.6357,
    text_long: -1.9953,
    by_fixed_text: -2.0399,
    by_position: -3.0306,
    by_only_date: 0.1384,
    by_arithmetic: 0.8202,
    fixed_text_exact: 2.8195,
    fixed_text_gap: -0.4330,
    label_gap: -0.2508,
    label_no_context: 0.1904,
    label_context_gap: 0.0000,
    label_far: -0.6112,
    ocr: -1.4991,
    ocr_doubt_min: -1.3278,
    ocr_doubt_mean: -0.1237,
    shape_bad: 0.0000,
    corrected_chars: 2.0684,
    reread_replaced: -0.0358,
    reread_agreed: -0.4384,
    reread_differed: -3.6542,
    arithmetic_agrees: 2.0585,
    arithmetic_disagrees: -2.5052,
    sample_doubt: -0.7704,
  },
  reviewThreshold: 0.93,
  kindThresholds: { text: 0.95, date: 0.87, amount: 0.93 },
};

export interface CalibrationModel {
  bias: number;
  weights: Readonly<Record<string, number>>;
  /** the lowest confidence at which the cross-validated receipt values were right at least 97% of the time */
  reviewThreshold: number;
  /** the same per value shape */
  kindThresholds: Readonly<Record<'text' | 'date' | 'amount', number>>;
}
