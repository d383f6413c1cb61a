import { AppError } from '../../http/app-error.ts';

/**
 * A 400 for a business rule with the spec's exact text as the message (shown to the user as is)
 * and the field it is about in `result`, like the schema-validation answers.
 */
export function ruleError(field: string, message: string, status = 400): AppError {
  return new AppError(status, message, [{ field, message }]);
}
