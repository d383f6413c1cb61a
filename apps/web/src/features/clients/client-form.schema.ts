import {
  clientCompanyNameSchema,
  clientContactNameSchema,
  clientEmailSchema,
  type ClientRow,
  type UpdateClientBody,
} from '@paperbridge/contracts';
import { z } from 'zod';

/** The add/edit client form (spec 002 §5 Client form), with the server's own field rules. */
export const clientFormSchema = z.object({
  companyname: clientCompanyNameSchema,
  contectname: clientContactNameSchema,
  email: clientEmailSchema,
});
export type ClientFormInput = z.input<typeof clientFormSchema>;
export type ClientFormValues = z.output<typeof clientFormSchema>;

export const emptyClientForm: ClientFormInput = { companyname: '', contectname: '', email: '' };

export const clientFormOf = (row: ClientRow): ClientFormInput => ({
  companyname: row.coCompanyName,
  contectname: row.coContactName,
  email: row.coEmail,
});

/** UpdateUser: found by coId; `email` is the current address, `newemail` only when it changed. */
export function updateBodyOf(row: ClientRow, values: ClientFormValues): UpdateClientBody {
  const changed = values.email !== row.coEmail.toLowerCase();
  return {
    coId: row.coId,
    companyname: values.companyname,
    contectname: values.contectname,
    email: row.coEmail,
    ...(changed ? { newemail: values.email } : {}),
  };
}

/** The signed-in user's own record is not listed (spec 002 §2 Manage clients). */
export const withoutSelf = (rows: readonly ClientRow[], selfEmail: string | undefined) =>
  rows.filter((r) => !selfEmail || r.coEmail.toLowerCase() !== selfEmail.toLowerCase());

export const isSelf = (row: ClientRow, selfEmail: string | undefined) =>
  !!selfEmail && row.coEmail.toLowerCase() === selfEmail.toLowerCase();
