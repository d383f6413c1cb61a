import { AppError } from '../../http/app-error.ts';

/** A 400 answer shaped like the schema-validation one: the message and `result` name the field. */
export function fieldError(field: string, message: string): AppError {
  return new AppError(400, `${field}: ${message}`, [{ field, message }]);
}
