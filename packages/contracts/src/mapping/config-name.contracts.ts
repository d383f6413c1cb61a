import { z } from 'zod';
import { docTypeIdSchema } from './doc-types.contracts.ts';

/** Mapping name rule (spec 001 §5): at least one letter and one digit; letters, digits and dots only. */
export const CONFIG_NAME_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d.]+$/;
export const CONFIG_NAME_MAX = 100;
export const isValidConfigName = (name: string) => name.length <= CONFIG_NAME_MAX && CONFIG_NAME_PATTERN.test(name);

export const checkConfigNameQuerySchema = z.object({
  configName: z.string({ error: 'configName is required' }).max(500),
});
export const generateConfigNameQuerySchema = z.object({
  supplierEmail: z.string({ error: 'supplierEmail is required' }).trim().min(1, 'supplierEmail is required').max(254),
  docTypeId: docTypeIdSchema,
});
