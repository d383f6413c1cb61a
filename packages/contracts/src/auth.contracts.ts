import { z } from 'zod';
import { accessModuleSchema } from './modules.ts';
import { COUNTRY_CODES, CURRENCIES, findCountry } from './countries.ts';
import { DATE_ORDERS, DECIMAL_MARKS } from './company-locale.ts';
import { companyLocaleSchema } from './company-locale.schema.ts';
import { LIMITS } from './text-limits.ts';
import { MSG } from './validation-messages.ts';
import { normalizeContactNumber, normalizeMobileNumber } from './phone-number.rules.ts';

const onlySpecial = /^[^A-Za-z0-9]+$/;

/** MSG.passwordRule as a pattern; the sign-in pages' script checks it in the browser too. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;

export const passwordSchema = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .max(LIMITS.password, MSG.maxLength('Password', LIMITS.password))
  .regex(PASSWORD_PATTERN, MSG.passwordRule);

/** The current password, asked before a change (issue 14 point 7); checked by the server, so only its presence here. */
export const currentPasswordSchema = z
  .string({ error: MSG.currentPasswordRequired })
  .min(1, MSG.currentPasswordRequired)
  .max(LIMITS.password, MSG.maxLength('Current password', LIMITS.password));

/** ChangePassword form (spec 002 §5 Password), with the current password first. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, MSG.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: MSG.passwordsMustMatch });
/** POST /api/admin/User/ChangePassword: the spec's {password} plus currentPassword. */
export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  password: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/Admin/Auth/CheckFirstLogin */
export const checkFirstLoginRequestSchema = z.object({
  email: z.email(MSG.emailInvalid).max(LIMITS.email, MSG.maxLength('Email address', LIMITS.email)),
  accessToken: z.string().min(1, 'accessToken is required'),
});
export const checkFirstLoginResultSchema = z.object({
  code: z.number(),
  email_verified: z.boolean(),
  token: z.string(),
  companyName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  firstLogin: z.boolean(),
  isFeature: z.boolean(),
  isConfig: z.boolean(),
  isSupplier: z.boolean(),
  country: z.string().nullable(),
  pinVerified: z.boolean(),
});
export type CheckFirstLoginResult = z.infer<typeof checkFirstLoginResultSchema>;

/**
 * Company / individual details (spec 002 §3 Company/profile, §5 Profile).
 * One schema for the registration form, the profile card, SaveDetails and UpdateAdminUserDetail.
 */
export const companyDetailsSchema = z
  .object({
    coIsCompany: z.boolean(),
    coCompanyName: z.string().trim().max(LIMITS.name, MSG.maxLength('Company name', LIMITS.name)).default(''),
    coContactName: z
      .string()
      .trim()
      .min(1, MSG.contactNameInvalid)
      .max(LIMITS.name, MSG.maxLength('Contact name', LIMITS.name))
      .refine((v) => !onlySpecial.test(v), MSG.contactNameInvalid),
    /** typed as people write it ('0412 345 678', '+61 412 345 678'); stored as the national number (412345678) */
    coContactNumber: z
      .string()
      .trim()
      .min(1, MSG.contactNumberInvalid)
      .max(LIMITS.phone, MSG.maxLength('Contact number', LIMITS.phone)),
    coAddress1: z
      .string()
      .trim()
      .min(1, MSG.addressRequired)
      .max(LIMITS.address, MSG.maxLength('Address', LIMITS.address)),
    coAddress2: z
      .string()
      .trim()
      .max(LIMITS.address, MSG.maxLength('Address line 2', LIMITS.address))
      .optional()
      .default(''),
    coSuburb: z
      .string()
      .trim()
      .min(1, MSG.suburbRequired)
      .max(LIMITS.suburb, MSG.maxLength('City/Suburb', LIMITS.suburb)),
    coState: z.string().trim().max(LIMITS.state, MSG.maxLength('State', LIMITS.state)).optional().default(''),
    coCountry: z.enum(COUNTRY_CODES, { error: MSG.countryRequired }),
    coPostCode: z
      .string()
      .trim()
      .min(1, MSG.postCodeInvalid)
      .max(LIMITS.postCode, MSG.maxLength('Post code', LIMITS.postCode))
      .regex(/^[A-Za-z0-9 ]+$/, MSG.postCodeInvalid),
    coAbn: z.string().trim().max(LIMITS.abn, MSG.maxLength('ABN', LIMITS.abn)).optional().default(''),
    gAddress: z
      .string()
      .trim()
      .max(LIMITS.fullAddress, MSG.maxLength('Address', LIMITS.fullAddress))
      .optional()
      .default(''),
    accessModuls: z.array(accessModuleSchema).min(1, MSG.selectFeature),
    /** beyond the spec (issue 10 point 5): the caller also gets the bell's notifications by e-mail; absent = unchanged */
    notifyByEmail: z.boolean().optional(),
    /** beyond the spec (issue 30 point 5): the company's regional settings; null = its country's default, absent = unchanged */
    coCurrency: z.enum(CURRENCIES).nullable().optional(),
    coDateOrder: z.enum(DATE_ORDERS).nullable().optional(),
    coDecimalMark: z.enum(DECIMAL_MARKS).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.coIsCompany && !v.coCompanyName)
      ctx.addIssue({ code: 'custom', path: ['coCompanyName'], message: MSG.companyNameRequired });
    const contact = normalizeContactNumber(v.coContactNumber, v.coCountry);
    if (!contact.ok) ctx.addIssue({ code: 'custom', path: ['coContactNumber'], message: contact.message });
    const country = findCountry(v.coCountry);
    if (country?.stateRequired && !v.coState)
      ctx.addIssue({ code: 'custom', path: ['coState'], message: MSG.stateRequired });
    const partsFilled = !!(v.coAddress1 && v.coSuburb && v.coPostCode && (v.coState || !country?.stateRequired));
    if (!partsFilled && !v.gAddress)
      ctx.addIssue({ code: 'custom', path: ['gAddress'], message: MSG.validAddressRequired });
  })
  .transform((v) => {
    // one normal form whatever was typed: the web form and the server store the same digits
    const contact = normalizeContactNumber(v.coContactNumber, v.coCountry);
    return contact.ok ? { ...v, coContactNumber: contact.phone.national } : v;
  });
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;
export type CompanyDetailsInput = z.input<typeof companyDetailsSchema>;

/**
 * The PIN screen's phone (spec 002 §5 Phone), typed as people write it next to the dial code; the
 * output is the normal form: the number's dial code and its national digits, so
 * `+${dialCode}${phone}` is the E.164 that GET SendSecurityCode?phoneNumber= receives.
 */
export const phoneEntrySchema = z
  .object({
    dialCode: z.string().regex(/^\+?\d{1,3}$/),
    phone: z.string().trim().min(1, MSG.phoneRequired).max(LIMITS.phone, MSG.maxLength('Mobile number', LIMITS.phone)),
  })
  .superRefine((v, ctx) => {
    const checked = normalizeMobileNumber(v.phone, v.dialCode);
    if (!checked.ok) ctx.addIssue({ code: 'custom', path: ['phone'], message: checked.message });
  })
  .transform((v) => {
    const checked = normalizeMobileNumber(v.phone, v.dialCode);
    return checked.ok ? { dialCode: checked.phone.dialCode, phone: checked.phone.national } : v;
  });
export const sendSecurityCodeQuerySchema = z.object({
  phoneNumber: z
    .string()
    .regex(/^\+\d{7,15}$/, MSG.phoneRequired)
    .optional(),
});

/** The SMS security code: required, digits only, 4 to 6 of them (spec 002 §5). */
export const securityCodeSchema = z
  .string()
  .min(1, MSG.codeRequired)
  .regex(/^\d+$/, MSG.codeNotNumber)
  .min(4, MSG.codeMin)
  .max(6, MSG.codeMax);
export const checkSecurityCodeQuerySchema = z.object({ code: securityCodeSchema });

export const sendVerificationEmailQuerySchema = z.object({
  email: z.email(MSG.emailInvalid).max(LIMITS.email, MSG.maxLength('Email address', LIMITS.email)),
});

/** GET /api/Auth/VerifyEmail?token: the e-mailed link; a missing or unknown token answers the expired-link page. */
export const verifyEmailQuerySchema = z.object({ token: z.string().max(200).optional() });

/** SendSecurityCode's result: the number the PIN was texted to (E.164), now kept on the company. */
export const sendSecurityCodeResultSchema = z.object({ phoneNumber: z.string() });

/** Features page and profile features card. */
export const featuresRequestSchema = z.object({ accessModuls: z.array(accessModuleSchema).min(1, MSG.selectFeature) });
/** SaveConfigurationDetails' result: the modules the company now has (those asked for, each once). */
export const featuresResultSchema = z.object({ accessModuls: z.array(accessModuleSchema) });

export const saveDetailsResultSchema = z.object({ token: z.string() });

/** GET /api/admin/User/GetAdminUserDetail */
export const adminUserDetailSchema = z.object({
  coIsCompany: z.boolean(),
  coCompanyName: z.string(),
  coContactName: z.string(),
  coContactNumber: z.string(),
  coAddress1: z.string(),
  coAddress2: z.string(),
  coSuburb: z.string(),
  coState: z.string(),
  coCountry: z.string(),
  coPostCode: z.string(),
  coAbn: z.string(),
  coEmail: z.string(),
  accessModuls: z.array(accessModuleSchema),
  isNew: z.boolean(),
  /** the caller's own choice (per user): the bell's notifications also by e-mail */
  notifyByEmail: z.boolean(),
  /** the regional settings chosen in the profile (null = the country's default) and the locale in force (issue 30 point 5) */
  coCurrency: z.enum(CURRENCIES).nullable(),
  coDateOrder: z.enum(DATE_ORDERS).nullable(),
  coDecimalMark: z.enum(DECIMAL_MARKS).nullable(),
  locale: companyLocaleSchema,
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
