import { DomainError } from '../../lib/errors/domain-error.ts';

/** Bad input shaped like the schema-validation answer (400): the message and `result` name the field. */
export function fieldError(field: string, message: string): DomainError {
  return new DomainError('invalid', `${field}: ${message}`, [{ field, message }]);
}
