import { RETENTION_MSG } from '@paperbridge/contracts';
import { conflict } from '../../lib/errors/domain-error.ts';

/** A call that needs the original or the delivered data of a document the retention period removed answers the spec's text. */
export function refuseIfRemoved(
  doc: { isDeleted: boolean },
  field: string,
  message: string = RETENTION_MSG.dataRemoved,
): void {
  if (doc.isDeleted) throw conflict(message, [{ field, message }]);
}
