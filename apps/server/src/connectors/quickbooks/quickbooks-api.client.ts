import { callJson, type ApiResult } from '../oauth/accounting-api-result.ts';

/** The documented subset of the QuickBooks Online Accounting API v3 Paperbridge uses. */
export const QUICKBOOKS_SCOPE = 'com.intuit.quickbooks.accounting';
/** pinned so answers keep one shape */
export const QUICKBOOKS_MINOR_VERSION = '75';

export interface QuickBooksBill {
  VendorRef: { value: string };
  DocNumber: string;
  TxnDate?: string;
  DueDate?: string;
  GlobalTaxCalculation?: 'TaxInclusive';
  Line: {
    DetailType: 'AccountBasedExpenseLineDetail';
    Amount: number;
    Description: string;
    AccountBasedExpenseLineDetail: { AccountRef: { value: string }; TaxCodeRef?: { value: string } };
  }[];
}

/**
 * An expense paid at once (Purchase): PaymentType Cash from a Bank account, CreditCard from a Credit
 * Card account (AccountRef), to the vendor (EntityRef), lines booked to expense accounts.
 */
export interface QuickBooksPurchase {
  PaymentType: 'Cash' | 'CreditCard';
  AccountRef: { value: string };
  EntityRef?: { value: string; type: 'Vendor' };
  DocNumber: string;
  TxnDate?: string;
  PrivateNote?: string;
  GlobalTaxCalculation?: 'TaxInclusive';
  Line: QuickBooksBill['Line'];
}

export interface QuickBooksApi {
  apiUrl: string;
  accessToken: string;
  realmId: string;
}

/** Intuit's error body: {Fault: {Error: [{Message, Detail, code}], type}}. */
function describe(status: number, body: unknown): string {
  const b = (body ?? {}) as {
    Fault?: { Error?: { Message?: string; Detail?: string }[] };
    fault?: { error?: { message?: string; detail?: string }[] };
  };
  const errors = (b.Fault?.Error ?? []).map((e) => [e.Message, e.Detail].filter(Boolean).join(': '));
  const lower = (b.fault?.error ?? []).map((e) => [e.message, e.detail].filter(Boolean).join(': '));
  const what = [...errors, ...lower].join('; ') || (typeof body === 'string' ? body.slice(0, 200) : '');
  return `QuickBooks answered ${status}${what ? `: ${what}` : ''}`;
}

const base = (api: QuickBooksApi) => `${api.apiUrl}/v3/company/${encodeURIComponent(api.realmId)}`;
const headers = (api: QuickBooksApi) => ({ authorization: `Bearer ${api.accessToken}`, accept: 'application/json' });

/** GET /query?query=select ... (the query language of the API). */
async function query<T>(api: QuickBooksApi, entity: string, where = ''): Promise<ApiResult<T[]>> {
  const q = `select * from ${entity}${where} maxresults 1000`;
  const r = await callJson<{ QueryResponse: Record<string, T[]> }>(
    `${base(api)}/query?query=${encodeURIComponent(q)}&minorversion=${QUICKBOOKS_MINOR_VERSION}`,
    { headers: headers(api) },
    describe,
  );
  return r.ok ? { ok: true, value: r.value.QueryResponse?.[entity] ?? [] } : r;
}

export const quickBooksVendors = (api: QuickBooksApi) =>
  query<{ Id: string; DisplayName: string }>(api, 'Vendor', ' where Active = true');
export const quickBooksTaxCodes = (api: QuickBooksApi) =>
  query<{ Id: string; Name: string }>(api, 'TaxCode', ' where Active = true');
/** Expense accounts a bill's lines can be booked to. */
export const quickBooksAccounts = (api: QuickBooksApi) =>
  query<{ Id: string; Name: string }>(api, 'Account', " where AccountType = 'Expense'");
/** The accounts a purchase can be paid from. */
export const quickBooksPaymentAccounts = (api: QuickBooksApi) =>
  query<{ Id: string; Name: string; AccountType: string }>(
    api,
    'Account',
    " where AccountType in ('Bank', 'Credit Card') and Active = true",
  );
export const quickBooksCompanyInfo = async (api: QuickBooksApi): Promise<ApiResult<{ CompanyName: string }>> => {
  const r = await query<{ CompanyName: string }>(api, 'CompanyInfo');
  return r.ok ? { ok: true, value: r.value[0] ?? { CompanyName: '' } } : r;
};

/**
 * POST /bill?requestid=…: Intuit answers a repeated requestid with the entity made the first time,
 * so a send repeated after a crash never makes a second bill (requestid is at most 50 characters).
 */
export async function quickBooksCreateBill(
  api: QuickBooksApi,
  bill: QuickBooksBill,
  requestId: string,
): Promise<ApiResult<{ Id: string; DocNumber: string }>> {
  const r = await callJson<{ Bill: { Id: string; DocNumber: string } }>(
    `${base(api)}/bill?minorversion=${QUICKBOOKS_MINOR_VERSION}&requestid=${encodeURIComponent(requestId)}`,
    { method: 'POST', headers: { ...headers(api), 'content-type': 'application/json' }, body: JSON.stringify(bill) },
    describe,
  );
  return r.ok ? { ok: true, value: { Id: r.value.Bill.Id, DocNumber: r.value.Bill.DocNumber } } : r;
}

/**
 * POST /purchase?requestid=…: as with bills, a repeated requestid answers the purchase made the first
 * time, so a receipt sent again after a crash is one expense in QuickBooks.
 */
export async function quickBooksCreatePurchase(
  api: QuickBooksApi,
  purchase: QuickBooksPurchase,
  requestId: string,
): Promise<ApiResult<{ Id: string; DocNumber: string }>> {
  const r = await callJson<{ Purchase: { Id: string; DocNumber?: string } }>(
    `${base(api)}/purchase?minorversion=${QUICKBOOKS_MINOR_VERSION}&requestid=${encodeURIComponent(requestId)}`,
    {
      method: 'POST',
      headers: { ...headers(api), 'content-type': 'application/json' },
      body: JSON.stringify(purchase),
    },
    describe,
  );
  return r.ok ? { ok: true, value: { Id: r.value.Purchase.Id, DocNumber: r.value.Purchase.DocNumber ?? '' } } : r;
}
