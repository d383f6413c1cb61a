import { z } from 'zod';
import { CURRENCIES } from './countries.ts';

export const countryOptionSchema = z.object({ id: z.number(), value: z.string(), code: z.string() });
export const stateOptionSchema = z.object({ id: z.string(), value: z.string(), code: z.string() });
export const suburbOptionSchema = z.object({ id: z.string(), value: z.string(), postCode: z.string().optional() });
export const getStatesQuerySchema = z.object({ countryId: z.coerce.number().int().positive() });
export const getSuburbsQuerySchema = z.object({
  state: z.string().min(1, 'state is required'),
  countryId: z.coerce.number().int().positive().optional(),
});
export const verifyAbnQuerySchema = z.object({
  abn: z.string().min(1, 'abn is required'),
  name: z.string().optional(),
});
export const verifyAbnResultSchema = z.object({ valid: z.boolean(), abn: z.string(), message: z.string() });
/** Issue 26 (spec 002 §2, §7): the address search's query, in the form's country. */
export const searchAddressQuerySchema = z.object({
  query: z.string().trim().min(2, 'Type at least 2 characters').max(200),
  countryId: z.coerce.number().int().positive(),
});
/** A place the address search offers; choosing it fills the address fields. */
export const addressSuggestionSchema = z.object({
  id: z.string(),
  /** as the list shows it: "12 Smith St, Bondi Beach NSW 2026" */
  label: z.string(),
  /** the street part the user typed before the place, when there was one */
  address1: z.string().nullable(),
  suburb: z.string(),
  /** the state's code (GetStates' code); '' for a country without states */
  state: z.string(),
  postCode: z.string().nullable(),
  countryId: z.number().int(),
});
/** The country guessed from the caller's IP address, when it is one of the supported countries. */
export const guessCountryResultSchema = z.object({
  code: z.string().nullable(),
  countryId: z.number().int().nullable(),
});
export type SearchAddressQuery = z.infer<typeof searchAddressQuerySchema>;
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
export type GuessCountryResult = z.infer<typeof guessCountryResultSchema>;
export type CountryOption = z.infer<typeof countryOptionSchema>;
export type StateOption = z.infer<typeof stateOptionSchema>;
export type SuburbOption = z.infer<typeof suburbOptionSchema>;
export type AbnResult = z.infer<typeof verifyAbnResultSchema>;

/** A notification of the bell's dropdown: a header, its date and the lines of its message (spec 002 §3). */
export const notificationSchema = z.object({
  header: z.string(),
  notificationDate: z.string(),
  message: z.array(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Development outbox entry (e-mail and SMS sent by the product). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
/** GET /api/Dev/Outbox?to&limit: the newest kept messages (100 unless limit says), those to one address when `to` is sent. */
export const outboxQuerySchema = z.object({
  to: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * The company's balance and the thresholds of the top-up banner; 'not_initiated_yet' sends a new user to
 * payment (spec 002 §3, §4).
 */
export const paymentStatusSchema = z.object({
  status: z.enum(['active', 'not_initiated_yet', 'inactive']),
  availableBalance: z.number(),
  minBalanceRequired: z.number(),
  warningBalance: z.number(),
  /** the spec's six, and the added countries' (issue 30 point 5) */
  currency: z.enum(CURRENCIES),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
