import { callJson, type ApiResult } from '../oauth/accounting-api-result.ts';

/** The documented subset of Xero's identity and accounting APIs Paperbridge uses (XeroAPI/Xero-OpenAPI xero-identity.yaml, xero_accounting.yaml). */
export const XERO_SCOPE =
  'openid profile email accounting.transactions accounting.contacts.read accounting.settings.read offline_access';

export interface XeroInvoice {
  Type: 'ACCPAY';
  Contact: { ContactID: string };
  InvoiceNumber: string;
  Date?: string;
  DueDate?: string;
  LineAmountTypes: 'Exclusive' | 'Inclusive' | 'NoTax';
  Status: 'DRAFT' | 'AUTHORISED';
  LineItems: { Description: string; Quantity: number; UnitAmount: number; AccountCode?: string; TaxType?: string }[];
}

/** A spend money transaction (BankTransactions, Type SPEND): money paid from a bank or credit card account. */
export interface XeroBankTransaction {
  Type: 'SPEND';
  Contact: { ContactID: string };
  BankAccount: { AccountID: string };
  Date?: string;
  Reference: string;
  LineAmountTypes: 'Exclusive' | 'Inclusive' | 'NoTax';
  LineItems: { Description: string; Quantity: number; UnitAmount: number; AccountCode?: string; TaxType?: string }[];
}

export interface XeroApi {
  apiUrl: string;
  accessToken: string;
  tenantId?: string;
}

/** Xero's error bodies: a ValidationException lists Elements[].ValidationErrors[].Message; others have Detail or Message. */
function describe(status: number, body: unknown): string {
  const b = (body ?? {}) as {
    Elements?: { ValidationErrors?: { Message?: string }[] }[];
    Detail?: string;
    Message?: string;
    Title?: string;
  };
  const validation = (b.Elements ?? [])
    .flatMap((e) => e.ValidationErrors ?? [])
    .map((v) => v.Message)
    .filter(Boolean);
  const what = validation.length
    ? validation.join('; ')
    : (b.Detail ?? b.Message ?? b.Title ?? (typeof body === 'string' ? body.slice(0, 200) : ''));
  return `Xero answered ${status}${what ? `: ${what}` : ''}`;
}

const headers = (api: XeroApi, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${api.accessToken}`,
  accept: 'application/json',
  ...(api.tenantId ? { 'xero-tenant-id': api.tenantId } : {}),
  ...extra,
});

const get = <T>(api: XeroApi, path: string) =>
  callJson<T>(`${api.apiUrl}/api.xro/2.0${path}`, { headers: headers(api) }, describe);

/** GET /connections: the organisations (tenants) this grant reaches. */
export const xeroConnections = (api: XeroApi) =>
  callJson<{ id: string; tenantId: string; tenantName: string; tenantType: string }[]>(
    `${api.apiUrl}/connections`,
    { headers: headers({ ...api, tenantId: undefined }) },
    describe,
  );

export const xeroContacts = async (api: XeroApi): Promise<ApiResult<{ ContactID: string; Name: string }[]>> => {
  const r = await get<{ Contacts: { ContactID: string; Name: string; ContactStatus?: string }[] }>(
    api,
    '/Contacts?summaryOnly=true',
  );
  return r.ok ? { ok: true, value: r.value.Contacts.filter((c) => c.ContactStatus !== 'ARCHIVED') } : r;
};

export const xeroTaxRates = async (api: XeroApi): Promise<ApiResult<{ TaxType: string; Name: string }[]>> => {
  const r = await get<{ TaxRates: { TaxType: string; Name: string; Status?: string }[] }>(api, '/TaxRates');
  return r.ok ? { ok: true, value: r.value.TaxRates.filter((t) => t.Status !== 'DELETED') } : r;
};

/** Expense accounts (Class EXPENSE) a bill's lines can be coded to. */
export const xeroAccounts = async (api: XeroApi): Promise<ApiResult<{ Code: string; Name: string }[]>> => {
  const r = await get<{ Accounts: { Code?: string; Name: string; Class?: string; Status?: string }[] }>(
    api,
    '/Accounts',
  );
  return r.ok
    ? {
        ok: true,
        value: r.value.Accounts.filter((a) => a.Code && a.Class === 'EXPENSE' && a.Status !== 'ARCHIVED') as {
          Code: string;
          Name: string;
        }[],
      }
    : r;
};

/**
 * POST /Invoices with an Idempotency-Key: Xero answers a repeated key with the invoice it made the
 * first time, so a send repeated after a crash never makes a second bill.
 */
export async function xeroCreateBill(
  api: XeroApi,
  invoice: XeroInvoice,
  idempotencyKey: string,
): Promise<ApiResult<{ InvoiceID: string; InvoiceNumber: string }>> {
  const r = await callJson<{
    Invoices: {
      InvoiceID: string;
      InvoiceNumber: string;
      HasErrors?: boolean;
      ValidationErrors?: { Message: string }[];
    }[];
  }>(
    `${api.apiUrl}/api.xro/2.0/Invoices?summarizeErrors=true`,
    {
      method: 'POST',
      headers: headers(api, { 'content-type': 'application/json', 'Idempotency-Key': idempotencyKey }),
      body: JSON.stringify({ Invoices: [invoice] }),
    },
    describe,
  );
  if (!r.ok) return r;
  const made = r.value.Invoices?.[0];
  if (!made || made.HasErrors)
    return {
      ok: false,
      status: 400,
      retry: false,
      message: `Xero refused the bill: ${(made?.ValidationErrors ?? []).map((v) => v.Message).join('; ') || 'no invoice in the answer'}`,
    };
  return { ok: true, value: { InvoiceID: made.InvoiceID, InvoiceNumber: made.InvoiceNumber } };
}

/**
 * The accounts money can be paid from: Type BANK (the `where` filter of GET /Accounts), a credit card when
 * BankAccountType is CREDITCARD. Archived ones are left out.
 */
export const xeroPaymentAccounts = async (
  api: XeroApi,
): Promise<ApiResult<{ AccountID: string; Name: string; BankAccountType?: string }[]>> => {
  const r = await get<{
    Accounts: { AccountID: string; Name: string; Type?: string; BankAccountType?: string; Status?: string }[];
  }>(api, `/Accounts?where=${encodeURIComponent('Type=="BANK"')}`);
  return r.ok ? { ok: true, value: r.value.Accounts.filter((a) => a.Type === 'BANK' && a.Status !== 'ARCHIVED') } : r;
};

/**
 * PUT /BankTransactions (createBankTransactions) with an Idempotency-Key: Xero answers a repeated key
 * with the transaction it made the first time, so a send repeated after a crash never spends twice.
 */
export async function xeroCreateSpend(
  api: XeroApi,
  transaction: XeroBankTransaction,
  idempotencyKey: string,
): Promise<ApiResult<{ BankTransactionID: string; Reference: string }>> {
  const r = await callJson<{
    BankTransactions: {
      BankTransactionID: string;
      Reference?: string;
      HasErrors?: boolean;
      ValidationErrors?: { Message: string }[];
    }[];
  }>(
    `${api.apiUrl}/api.xro/2.0/BankTransactions?summarizeErrors=true`,
    {
      method: 'PUT',
      headers: headers(api, { 'content-type': 'application/json', 'Idempotency-Key': idempotencyKey }),
      body: JSON.stringify({ BankTransactions: [transaction] }),
    },
    describe,
  );
  if (!r.ok) return r;
  const made = r.value.BankTransactions?.[0];
  if (!made || made.HasErrors)
    return {
      ok: false,
      status: 400,
      retry: false,
      message: `Xero refused the spend money transaction: ${(made?.ValidationErrors ?? []).map((v) => v.Message).join('; ') || 'no transaction in the answer'}`,
    };
  return { ok: true, value: { BankTransactionID: made.BankTransactionID, Reference: made.Reference ?? '' } };
}
