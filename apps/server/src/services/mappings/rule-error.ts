import { DomainError, type DomainErrorKind } from '../../lib/errors/domain-error.ts';

/**
 * A broken business rule with the spec's exact text as the message (shown to the user as is) and the
 * field it is about in `result`, like the schema-validation answers. `invalid` (400) unless the rule
 * is about a conflict, a permission or a size.
 */
export function ruleError(field: string, message: string, kind: DomainErrorKind = 'invalid'): DomainError {
  return new DomainError(kind, message, [{ field, message }]);
}
