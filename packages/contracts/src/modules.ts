import { z } from 'zod';

/** Feature modules a company can have (spec 000 §1). Order matters: the first owned is the default dashboard tab. */
export const ACCESS_MODULES = ['ICR', 'DA', 'IG'] as const;
export const accessModuleSchema = z.enum(ACCESS_MODULES);
export type AccessModule = z.infer<typeof accessModuleSchema>;

export const MODULE_LABELS: Record<AccessModule, string> = {
  ICR: 'Intelligent Character Recognition',
  DA: 'Data Analytics',
  IG: 'Insight Generation',
};
