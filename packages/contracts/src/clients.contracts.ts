import { z } from 'zod';
import { LIMITS } from './text-limits.ts';
import { MSG } from './validation-messages.ts';

/**
 * Clients (suppliers) of a company: spec 002 §3 Client, §5 Client form, §7 User calls.
 * The form's field names (companyname, contectname, newemail) are the spec's, typos included.
 */

export const CLIENT_MSG = {
  added: 'The client has been successfully added.',
  updated: 'Client has been updated successfully.',
  deleted: 'Client has been deleted successfully.',
  companyNameRequired: 'Company name is required.',
  companyNameInvalid: 'Invalid Company Name',
  contactNameRequired: 'Contact name is required.',
  contactNameInvalid: MSG.contactNameInvalid,
  emailRequired: MSG.emailRequired,
  emailInvalid: MSG.emailInvalid,
  emailInUse: 'The email you entered is already in use. Please provide another email address',
  emailAvailable: 'The email address is available.',
  duplicateInFile: 'Duplicate e-mail address in this file.',
  notFound: 'Client not found.',
  cannotDeleteSelf: 'You can not delete your own record.',
  hasMappings: 'This client can not be deleted as it has mappings. Delete its mappings first.',
  csvOnly: 'Only CSV (.csv) files can be uploaded.',
  csvEmpty: 'The CSV file has no client rows.',
  csvTooManyRows: 'The CSV file can hold at most 1000 clients.',
  icrRequired: 'The Intelligent Character Recognition (ICR) module is not enabled for your account.',
} as const;

/** A name is invalid when it holds no letter or digit at all ("only special characters"). */
const hasLetterOrDigit = (s: string) => /[\p{L}\p{N}]/u.test(s);

const nameField = (label: string, required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(LIMITS.name, MSG.maxLength(label, LIMITS.name))
    .refine(hasLetterOrDigit, invalid);

/** E-mail of the client form: required, then valid; stored trimmed and lower-cased. */
export const clientEmailSchema = z
  .string({ error: CLIENT_MSG.emailRequired })
  .trim()
  .min(1, CLIENT_MSG.emailRequired)
  .max(LIMITS.email, MSG.maxLength('Email address', LIMITS.email))
  .pipe(z.email(CLIENT_MSG.emailInvalid))
  .transform((e) => e.toLowerCase());

export const clientCompanyNameSchema = nameField(
  'Company name',
  CLIENT_MSG.companyNameRequired,
  CLIENT_MSG.companyNameInvalid,
);
export const clientContactNameSchema = nameField(
  'Contact name',
  CLIENT_MSG.contactNameRequired,
  CLIENT_MSG.contactNameInvalid,
);

/** POST /api/admin/User/CreateUser */
export const createClientBodySchema = z.object({
  companyname: clientCompanyNameSchema,
  contectname: clientContactNameSchema,
  email: clientEmailSchema,
});
export type CreateClientBody = z.infer<typeof createClientBodySchema>;

/**
 * POST /api/admin/User/UpdateUser: the client is found by coId when given, else by its current
 * `email`; `newemail` (sent when the e-mail changes) becomes its address.
 */
export const updateClientBodySchema = z.object({
  coId: z.uuid('coId must be a client id').optional(),
  companyname: clientCompanyNameSchema,
  contectname: clientContactNameSchema,
  email: clientEmailSchema,
  newemail: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    clientEmailSchema.optional(),
  ),
});
export type UpdateClientBody = z.infer<typeof updateClientBodySchema>;

/** GET /api/admin/User/DeleteUserById?userId */
export const deleteClientQuerySchema = z.object({ userId: z.uuid('userId must be a client id') });

/** GET /api/Admin/Map/CheckNewEmail?Email: result true when no client of the company has this e-mail. */
export const checkNewEmailQuerySchema = z.object({ Email: clientEmailSchema });

/** A row of GetAllUsersDetails (spec 002 §3 Client). */
export const clientRowSchema = z.object({
  coId: z.string(),
  coCompanyName: z.string(),
  coContactName: z.string(),
  coEmail: z.string(),
  /** ISO 8601 */
  createdDate: z.string(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;

/** A row of GetAllUsers (the client dropdown): code is the client's e-mail, value its company name. */
export const clientOptionSchema = z.object({ code: z.string(), value: z.string() });
export type ClientOption = z.infer<typeof clientOptionSchema>;

/** A row of the CreateUserWithCSV result: the message says why a row was refused, or that it was added. */
export const csvClientResultRowSchema = z.object({
  coCompanyName: z.string(),
  coContactName: z.string(),
  coEmail: z.string(),
  /** 1-based line of the file */
  line: z.number().int().positive(),
  added: z.boolean(),
  message: z.string(),
});
export type CsvClientResultRow = z.infer<typeof csvClientResultRowSchema>;
