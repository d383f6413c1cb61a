/**
 * Written by `node --import tsx bench/engine/fit-calibration.ts --write` (issue 22 point 1): do not edit by hand.
 * A logistic model of "the value is right" over the features of confidence-features.ts, fitted on the shared
 * corpora (SROIE receipts through OCR, one sample per vendor mapped from typed values and as its OCR reads them;
 * water reports with a text layer): 587 values, L2 0.3 chosen by leave-one-vendor-out cross-validation.
 * Cross-validated on the receipts: values at ≥ 90% 286, 96.9% right; at ≥ the review threshold
 * 238, 99.2% right (and at least 97% in each way of mapping).
 */
export const CALIBRATION_MODEL: CalibrationModel = {
  bias: 4.9225,
  weights: {
    kind_date: 2.5295,
    kind_amount: -1.4955,
    text_multi_line: -0.6208,
    text_long: -1.9600,
    by_fixed_text: -2.5410,
    by_position: -2.9115,
    by_only_date: 0.1057,
    by_arithmetic: 0.8028,
    fixed_text_exact: 3.0674,
    fixed_text_gap: -0.7621,
    label_gap: -0.8370,
    label_no_context: 0.1735,
    label_context_gap: 0.0000,
    label_far: -1.0099,
    ocr: -1.4232,
    ocr_doubt_min: -1.3304,
    ocr_doubt_mean: -0.5053,
    shape_bad: 0.0000,
    corrected_chars: 2.2707,
    reread_replaced: -0.3130,
    reread_agreed: 0.0438,
    reread_differed: -3.6519,
    arithmetic_agrees: 2.6189,
    arithmetic_disagrees: -2.7646,
    sample_doubt: -0.5736,
    unconfirmed_text: -0.7459,
    unconfirmed_exact: 1.1825,
  },
  reviewThreshold: 0.95,
  kindThresholds: { text: 0.95, date: 0.9, amount: 0.92 },
};

export interface CalibrationModel {
  bias: number;
  weights: Readonly<Record<string, number>>;
  /** the lowest confidence at which the cross-validated receipt values were right at least 97% of the time (each way of mapping) */
  reviewThreshold: number;
  /** the same per value shape */
  kindThresholds: Readonly<Record<'text' | 'date' | 'amount', number>>;
}
