/**
 * Why a sample is not usable where a value is (issue 22 point 5, beyond the spec): instead of "No text was
 * found in that area", the message names the value and the cause and says what to do. Shared by the mapping
 * screen (a box drawn on the sample) and the server (a final save whose mapped value the sample does not show).
 */

/** Below this OCR confidence (0..100, the engine's word confidence) a photo's reading of a value is not trusted as a sample. */
export const SAMPLE_LOW_OCR_CONFIDENCE = 50;

const what = (field?: string) => (field ? field : 'The value in that area');
const TRY_ANOTHER = 'try another receipt or a sharper photo';

export const SAMPLE_MSG = {
  /** a box drawn on a page with a text layer that holds no words (the text of issue 14, kept) */
  nothingInArea: 'No text was found in that area. Draw the box around the words of the value.',
  /** a box drawn on a photo where the OCR read nothing */
  nothingReadOnPhoto: (field?: string) =>
    `${what(field)} could not be read on this photo: nothing was read there. Draw the box around the printed words, or ${TRY_ANOTHER}.`,
  /** words were read there, but with very low OCR confidence: the sample's reading of the value is likely wrong */
  lowOcrOnPhoto: (field: string | undefined, pct: number, text: string) =>
    `${what(field)} was read with only ${pct}% OCR confidence on this photo ("${text}"): check it against the photo and correct it, or ${TRY_ANOTHER}.`,
  /** a mapped value the sample does not show (final save) */
  notFoundOnSample: (field: string, value: string, photo: boolean) =>
    photo
      ? `${field} could not be found on this photo (nothing reads "${value}"): later documents will not read it. Map it where it is printed, or ${TRY_ANOTHER}.`
      : `${field} could not be found on the sample (nothing reads "${value}"): later documents will not read it. Map it where it is printed.`,
} as const;
