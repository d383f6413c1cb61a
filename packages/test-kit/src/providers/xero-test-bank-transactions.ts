import { randomUUID } from 'node:crypto';

/** An account as GET /Accounts answers it (xero_accounting.yaml Account). */
export interface XeroTestAccount {
  AccountID: string;
  Code?: string;
  Name: string;
  Type: string;
  Class: string;
  Status: 'ACTIVE' | 'ARCHIVED';
  BankAccountType?: 'BANK' | 'CREDITCARD' | 'PAYPAL';
}

export const XERO_TEST_BANK_ACCOUNT: XeroTestAccount = {
  AccountID: '13918178-849a-4823-9a31-57b7eac713d7',
  Code: '090',
  Name: 'Business Bank Account',
  Type: 'BANK',
  Class: 'ASSET',
  Status: 'ACTIVE',
  BankAccountType: 'BANK',
};
export const XERO_TEST_CARD_ACCOUNT: XeroTestAccount = {
  AccountID: '6f7594f2-f059-4d56-9e67-47ac9733bfe9',
  Name: 'Company Visa',
  Type: 'BANK',
  Class: 'LIABILITY',
  Status: 'ACTIVE',
  BankAccountType: 'CREDITCARD',
};

/** A fresh chart of accounts: two expense accounts, a revenue account, a bank account and a credit card. */
export const xeroTestAccounts = (): XeroTestAccount[] => [
  { AccountID: randomUUID(), Code: '400', Name: 'Advertising', Type: 'EXPENSE', Class: 'EXPENSE', Status: 'ACTIVE' },
  {
    AccountID: randomUUID(),
    Code: '429',
    Name: 'General Expenses',
    Type: 'EXPENSE',
    Class: 'EXPENSE',
    Status: 'ACTIVE',
  },
  { AccountID: randomUUID(), Code: '200', Name: 'Sales', Type: 'REVENUE', Class: 'REVENUE', Status: 'ACTIVE' },
  { ...XERO_TEST_BANK_ACCOUNT },
  { ...XERO_TEST_CARD_ACCOUNT },
];

/** GET /Accounts?where=…: the `Field=="value"` clauses joined by AND that Xero's filter takes, applied. */
export function whereFilter<T extends object>(rows: T[], where: string | null): T[] {
  if (!where) return rows;
  const clauses = [...where.matchAll(/(\w+)\s*==\s*"([^"]*)"/g)].map((m) => [m[1]!, m[2]!] as const);
  return rows.filter((r) => clauses.every(([k, v]) => String((r as Record<string, unknown>)[k] ?? '') === v));
}

/** Xero's rates for the tax types the test organisation has (GST on Expenses 10 %, GST Free Expenses). */
const TAX_RATES: Record<string, number> = { INPUT: 10, EXEMPTEXPENSES: 0 };

const validation = (messages: string[]) => ({
  ErrorNumber: 10,
  Type: 'ValidationException',
  Message: 'A validation exception occurred',
  Elements: [{ ValidationErrors: messages.map((Message) => ({ Message })) }],
});

interface LineIn {
  Description?: string;
  Quantity?: number;
  UnitAmount?: number;
  AccountCode?: string;
  TaxType?: string;
}

/**
 * PUT (create) or POST /BankTransactions as xero_accounting.yaml documents them: Type, LineItems and
 * BankAccount required, a Contact for SPEND and RECEIVE, the bank account found by AccountID or Code
 * among the BANK accounts, each line coded to an account of the chart. The answer carries SubTotal,
 * TotalTax and Total as Xero works them out (Inclusive: the lines hold tax), Status AUTHORISED.
 */
export function createBankTransaction(
  body: string,
  ctx: { accounts: XeroTestAccount[]; tenantId: string },
): { status: number; answer: unknown; made?: Record<string, unknown> } {
  const input = (JSON.parse(body) as { BankTransactions?: Record<string, unknown>[] }).BankTransactions?.[0];
  if (!input) return { status: 400, answer: validation(['No BankTransactions were given']) };
  const errors: string[] = [];
  const type = String(input.Type ?? '');
  if (!['SPEND', 'RECEIVE'].includes(type)) errors.push('Type is required and must be SPEND or RECEIVE');
  if (!(input.Contact as { ContactID?: string } | undefined)?.ContactID)
    errors.push('A Contact must be specified for this type of transaction');
  const wanted = (input.BankAccount ?? {}) as { AccountID?: string; Code?: string };
  const bank = ctx.accounts.find(
    (a) =>
      a.Type === 'BANK' &&
      a.Status === 'ACTIVE' &&
      ((wanted.AccountID && a.AccountID === wanted.AccountID) || (wanted.Code && a.Code === wanted.Code)),
  );
  if (!bank) errors.push('A valid BankAccount must be specified');
  const lines = (input.LineItems ?? []) as LineIn[];
  if (!lines.length) errors.push('At least one line item must be specified');
  for (const l of lines) {
    const coded = ctx.accounts.find((a) => a.Code && a.Code === l.AccountCode && a.Type !== 'BANK');
    if (!coded) errors.push(`Account code '${l.AccountCode ?? ''}' is not a valid code for this document.`);
    if (l.TaxType && !(l.TaxType in TAX_RATES)) errors.push(`The TaxType code '${l.TaxType}' does not exist`);
  }
  if (errors.length) return { status: 400, answer: validation(errors) };
  const mode = String(input.LineAmountTypes ?? 'Exclusive');
  let subTotal = 0;
  let tax = 0;
  for (const l of lines) {
    const amount = Math.round((l.Quantity ?? 1) * (l.UnitAmount ?? 0) * 100) / 100;
    const rate = mode === 'NoTax' ? 0 : (TAX_RATES[l.TaxType ?? ''] ?? 0) / 100;
    const lineTax = mode === 'Inclusive' ? amount - amount / (1 + rate) : amount * rate;
    tax += lineTax;
    subTotal += mode === 'Inclusive' ? amount - lineTax : amount;
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  const made: Record<string, unknown> = {
    ...input,
    BankTransactionID: randomUUID(),
    BankAccount: { AccountID: bank!.AccountID, Code: bank!.Code, Name: bank!.Name },
    Status: 'AUTHORISED',
    IsReconciled: false,
    SubTotal: round(subTotal),
    TotalTax: round(tax),
    Total: round(subTotal + tax),
    tenantId: ctx.tenantId,
  };
  return { status: 200, answer: { Status: 'OK', BankTransactions: [made] }, made };
}
