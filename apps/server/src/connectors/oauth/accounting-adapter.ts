import type { Config } from '../../config/config.ts';
import type { AccountingBill } from './accounting-bill.types.ts';
import type { AccountingReceipt, PaymentAccount } from './accounting-receipt.types.ts';
import type { ApiResult } from './accounting-api-result.ts';

export interface AccountingOption {
  code: string;
  value: string;
}

export interface BillSettings {
  contactRef: string;
  accountCode: string | null;
  taxType: string | null;
  /** an Expense Receipt mapping's chosen paying account; null: the receipt's payment method decides */
  paymentAccountId?: string | null;
}

/** What a document becomes in the package: an invoice a bill, an expense receipt a paid expense (issue 26). */
export type AccountingDocument = 'bill' | 'receipt';

/**
 * One accounting package behind one interface (Xero, QuickBooks Online): where its OAuth endpoints
 * are, which organisation a grant reaches, the lists the setup modal offers, and posting a bill or a
 * paid receipt with an idempotency key the package honours.
 */
export interface AccountingAdapter {
  code: 'XERO' | 'QUICKBOOK';
  name: 'Xero' | 'QuickBooks';
  scope: string;
  authorizeUrl(config: Config): string;
  tokenUrl(config: Config): string;
  /** the organisation the new grant reaches (Xero: GET /connections; QuickBooks: the realmId of the callback) */
  organisation(
    config: Config,
    accessToken: string,
    realmId: string | null,
  ): Promise<ApiResult<{ tenantId: string; tenantName: string }>>;
  /** every organisation the grant reaches, to choose among (QuickBooks: a grant is for one company, the realm) */
  organisations(
    config: Config,
    accessToken: string,
    current: { tenantId: string; tenantName: string },
  ): Promise<ApiResult<{ tenantId: string; tenantName: string }[]>>;
  customers(config: Config, accessToken: string, tenantId: string): Promise<ApiResult<AccountingOption[]>>;
  taxTypes(config: Config, accessToken: string, tenantId: string): Promise<ApiResult<AccountingOption[]>>;
  accounts(config: Config, accessToken: string, tenantId: string): Promise<ApiResult<AccountingOption[]>>;
  /** the active bank and credit card accounts a receipt may be paid from */
  paymentAccounts(config: Config, accessToken: string, tenantId: string): Promise<ApiResult<PaymentAccount[]>>;
  /** why a receipt cannot be paid when the organisation has no payment account at all */
  noPaymentAccount: string;
  /** a readiness check: what a bill or a receipt needs that the integration lacks (null when nothing) */
  missing(settings: Partial<BillSettings>, document: AccountingDocument): string | null;
  /** the package's name for what a receipt becomes, as the Process Log shows it */
  receiptObject: string;
  postBill(
    config: Config,
    accessToken: string,
    tenantId: string,
    bill: AccountingBill,
    settings: BillSettings,
    idempotencyKey: string,
  ): Promise<ApiResult<{ id: string; number: string }>>;
  /** a paid receipt from a payment account of the organisation (Xero spend money, QuickBooks Purchase) */
  postReceipt(
    config: Config,
    accessToken: string,
    tenantId: string,
    receipt: AccountingReceipt,
    pay: PaymentAccount,
    settings: BillSettings,
    idempotencyKey: string,
  ): Promise<ApiResult<{ id: string; number: string }>>;
}

/** maps a list answer to options */
export function options<T>(r: ApiResult<T[]>, pick: (x: T) => AccountingOption): ApiResult<AccountingOption[]> {
  return r.ok ? { ok: true, value: r.value.map(pick) } : r;
}
