import { z } from 'zod';
import { DATE_ORDERS, DECIMAL_MARKS } from './company-locale.ts';

/** The company's locale in force (CompanyLocale), as the profile call answers it. */
export const companyLocaleSchema = z.object({
  country: z.string(),
  currency: z.string(),
  dialCode: z.string(),
  dateOrder: z.enum(DATE_ORDERS),
  decimal: z.enum(DECIMAL_MARKS),
});
