import { z } from 'zod';
import { LIMITS } from '../text-limits.ts';
import { MSG } from '../validation-messages.ts';

/**
 * Company custom fields (GET AddUserDocField, UpdateeUserDocField, DeleteUserDocField).
 * Each answers the remaining list of {id, value} of the customised type's fields.
 */
const fieldId = z.coerce
  .number({ error: 'fieldId must be a field id' })
  .int('fieldId must be a field id')
  .positive('fieldId must be a field id');

export const addDocFieldQuerySchema = z.object({
  fieldName: z.string().max(LIMITS.fieldName, MSG.maxLength('Field name', LIMITS.fieldName)).optional(),
});
export const updateDocFieldQuerySchema = z.object({
  fieldId,
  fieldName: z.string().max(LIMITS.fieldName, MSG.maxLength('Field name', LIMITS.fieldName)).optional(),
});
export const deleteDocFieldQuerySchema = z.object({
  fieldId,
  configId: z.uuid('configId must be a mapping id').optional(),
});

/** A document field as GetDocFields lists it: standard fields first, then the company's own. */
export const docFieldOptionSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  /** 'header' fields sit in the Form tab, 'column' fields are line-item columns */
  kind: z.enum(['header', 'column']),
  isCustomField: z.boolean(),
});
export type DocFieldOption = z.infer<typeof docFieldOptionSchema>;
