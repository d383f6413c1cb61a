import type { DocumentModel, FormFieldRow } from '@paperbridge/contracts';
import { captureProblem } from './capture-problem';
import { drawnRow, extendDrawnRow, wordsInRegion, type Region } from './drawn-row';

/** A region this small is a click on a word, not a box drawn around words (the draw layer reports a click as a point). */
const CLICK = 0.005;
export const isClick = (r: Region) => r.x1 - r.x0 < CLICK && r.y1 - r.y0 < CLICK;

export interface CaptureStep {
  /** the value being captured: not a Form row until the user is done with it */
  pending: FormFieldRow | null;
  /** what to tell the user: nothing read there, or (on a photo) a poor reading */
  problem: string | null;
}

/**
 * One gesture while capturing a value (issue 30 point 7): a click takes the word under it in place of what
 * was taken so far; Shift+click, or a box dragged while something is taken, adds the words to it. A gesture
 * that finds no word keeps what was taken and says why; nothing reaches the Form rows until the user is done.
 */
export function captureStep(
  model: DocumentModel,
  pending: FormFieldRow | null,
  region: Region,
  shift: boolean,
  rows: readonly FormFieldRow[],
): CaptureStep {
  const adds = !!pending && (shift || !isClick(region)) && (pending.page ?? 1) === region.page;
  if (adds) {
    // the row is one box: the words the gesture found join it with those between; a gesture on blank paper adds nothing
    if (!wordsInRegion(model, region)) return { pending, problem: captureProblem(model, region, null) };
    return { pending: extendDrawnRow(model, pending, region), problem: null };
  }
  const row = drawnRow(model, region, rows);
  const problem = captureProblem(model, region, row);
  // a poorly read value is still taken: the user can correct its text, or take a better photo
  return { pending: row ?? pending, problem };
}
