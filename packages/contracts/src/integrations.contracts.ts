import { z } from 'zod';

/** Integration partner (spec 002 §3): code, name, logo (base64 PNG), text. */
export const integrationPartnerSchema = z.object({
  code: z.enum(['XERO', 'QUICKBOOK']),
  name: z.string(),
  logo: z.string(),
  text: z.string(),
});
export type IntegrationPartner = z.infer<typeof integrationPartnerSchema>;
