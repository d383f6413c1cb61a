import type { AccountingAdapter } from '../../connectors/oauth/accounting-adapter.ts';
import { quickBooksAdapter } from '../../connectors/quickbooks/quickbooks.adapter.ts';
import { xeroAdapter } from '../../connectors/xero/xero.adapter.ts';

export type ServiceCode = 'XERO' | 'QUICKBOOK';

/** The accounting packages by service code (spec 002 §3 serviceCode) and by delivery destination name. */
export const ACCOUNTING_ADAPTERS: Record<ServiceCode, AccountingAdapter> = {
  XERO: xeroAdapter,
  QUICKBOOK: quickBooksAdapter,
};

export const adapterForDestination = (destination: string): AccountingAdapter | null =>
  destination === 'Xero' ? xeroAdapter : destination === 'QuickBooks' ? quickBooksAdapter : null;
