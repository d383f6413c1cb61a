import { z } from 'zod';
import { getSuburbsQuerySchema } from './common.contracts.ts';
import { MSG } from './validation-messages.ts';

/**
 * GET /api/Admin/Auth/SendSecurityCode?phoneNumber=+61412345678 as the server reads it:
 * spaces, dashes and brackets are dropped, and a '+' that a raw query string turned
 * into a space (or left out) is put back, before the E.164 shape is checked.
 */
export const sendSecurityCodeServerQuerySchema = z.object({
  phoneNumber: z
    .preprocess(
      (v) => {
        if (typeof v !== 'string') return v;
        const compact = v.replace(/[\s\-().]/g, '');
        if (!compact) return undefined;
        return compact.startsWith('+') ? compact : `+${compact}`;
      },
      z
        .string()
        .regex(/^\+\d{7,15}$/, MSG.phoneRequired)
        .optional(),
    )
    .optional(),
});

/** GET /api/admin/CommonAdmin/GetSuburbs: the contract query plus an optional name filter and cap. */
export const getSuburbsServerQuerySchema = getSuburbsQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(20_000).default(10_000),
});

const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === 'True' || v === '1');

/** GET /api/admin/User/RedeemCoupon?FirstLogin=true */
export const redeemCouponQuerySchema = z.object({ FirstLogin: booleanFlag.default(false) });
export const redeemCouponResultSchema = z.object({
  redeemed: z.boolean(),
  amount: z.number(),
  currency: z.string(),
  availableBalance: z.number(),
});
export type RedeemCouponResult = z.infer<typeof redeemCouponResultSchema>;
