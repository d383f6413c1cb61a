/** The label of a row the user captured from the document (issue 14 §1): it has no printed label of its own. */
export const CAPTURED_ROW_LABEL = 'Drawn on the document';

/**
 * A row captured from the document that was given no field: an abandoned capture (issue 30 point 7). It carries
 * nothing to learn, so it is neither saved nor shown again. Rows saved before `drawn` was kept are known by their label.
 */
export function isFieldlessCapture(r: {
  key?: string;
  label?: string;
  drawn?: boolean;
  dF_Id?: number | null;
}): boolean {
  const captured = r.drawn === true || (!r.key && r.label === CAPTURED_ROW_LABEL);
  return captured && (r.dF_Id === null || r.dF_Id === undefined);
}
