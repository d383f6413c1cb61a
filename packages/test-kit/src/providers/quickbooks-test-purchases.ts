/** An Account as the query endpoint answers it (Intuit's Account entity, the fields used). */
export interface QuickBooksTestAccount {
  Id: string;
  Name: string;
  AccountType: 'Expense' | 'Bank' | 'Credit Card';
  Active: boolean;
}

export const QUICKBOOKS_TEST_BANK_ACCOUNT: QuickBooksTestAccount = {
  Id: '35',
  Name: 'Business Cheque Account',
  AccountType: 'Bank',
  Active: true,
};
export const QUICKBOOKS_TEST_CARD_ACCOUNT: QuickBooksTestAccount = {
  Id: '41',
  Name: 'Company Visa',
  AccountType: 'Credit Card',
  Active: true,
};

/** A fresh chart of accounts: two expense accounts, a bank account and a credit card. */
export const quickBooksTestAccounts = (): QuickBooksTestAccount[] => [
  { Id: '7', Name: 'Office Expenses', AccountType: 'Expense', Active: true },
  { Id: '13', Name: 'Meals and Entertainment', AccountType: 'Expense', Active: true },
  { ...QUICKBOOKS_TEST_BANK_ACCOUNT },
  { ...QUICKBOOKS_TEST_CARD_ACCOUNT },
];

/**
 * The where clause of the query language, the forms the product sends: `Field = 'value'`, `Field in
 * ('a', 'b')` and `Field = true|false`, joined by `and`. A field the rows lack is not filtered on.
 */
export function queryFilter<T extends object>(rows: T[], query: string): T[] {
  const where = /\swhere\s(.*?)(?:\s+(?:order by|startposition|maxresults)\b.*)?$/i.exec(query)?.[1];
  if (!where) return rows;
  const tests = where.split(/\s+and\s+/i).map((clause) => {
    const eq = /^(\w+)\s*=\s*(?:'([^']*)'|(true|false))$/i.exec(clause.trim());
    if (eq) return { field: eq[1]!, values: [eq[2] ?? eq[3]!.toLowerCase()] };
    const within = /^(\w+)\s+in\s*\((.*)\)$/i.exec(clause.trim());
    if (within) return { field: within[1]!, values: [...within[2]!.matchAll(/'([^']*)'/g)].map((m) => m[1]!) };
    throw new Error(`QueryParserError: unsupported clause "${clause}"`);
  });
  return rows.filter((r) =>
    tests.every(({ field, values }) => {
      const v = (r as Record<string, unknown>)[field];
      return v === undefined || values.includes(String(v));
    }),
  );
}

const fault = (code: string, message: string, detail: string) => ({
  Fault: { Error: [{ Message: message, Detail: detail, code }], type: 'ValidationFault' },
});

interface LineIn {
  Amount?: number;
  DetailType?: string;
  AccountBasedExpenseLineDetail?: { AccountRef?: { value?: string } };
}

/**
 * POST /purchase as Intuit documents the Purchase: PaymentType Cash, Check or CreditCard; AccountRef
 * a Bank account (Cash, Check) or a Credit Card account (CreditCard); lines of
 * AccountBasedExpenseLineDetail on expense accounts. TotalAmt is the sum of the line amounts.
 */
export function createPurchase(
  body: string,
  ctx: { accounts: QuickBooksTestAccount[]; nextId: string },
): { status: number; answer: unknown; made?: Record<string, unknown> } {
  const input = JSON.parse(body) as Record<string, unknown>;
  const type = String(input.PaymentType ?? '');
  if (!['Cash', 'Check', 'CreditCard'].includes(type))
    return {
      status: 400,
      answer: fault('2020', 'Required param missing, need to supply the required value for the API', 'PaymentType'),
    };
  const payFrom = ctx.accounts.find((a) => a.Id === (input.AccountRef as { value?: string } | undefined)?.value);
  const wantedType = type === 'CreditCard' ? 'Credit Card' : 'Bank';
  if (!payFrom || payFrom.AccountType !== wantedType)
    return {
      status: 400,
      answer: fault(
        '6000',
        'A business validation error has occurred while processing your request',
        `Business Validation Error: ${type} purchases need an AccountRef of type ${wantedType}.`,
      ),
    };
  const lines = (input.Line ?? []) as LineIn[];
  const badLine = lines.find(
    (l) =>
      l.DetailType !== 'AccountBasedExpenseLineDetail' ||
      ctx.accounts.find((a) => a.Id === l.AccountBasedExpenseLineDetail?.AccountRef?.value)?.AccountType !== 'Expense',
  );
  if (!lines.length || badLine)
    return {
      status: 400,
      answer: fault(
        '6000',
        'A business validation error has occurred while processing your request',
        'Business Validation Error: every line needs an AccountBasedExpenseLineDetail with an expense account.',
      ),
    };
  const total = Math.round(lines.reduce((s, l) => s + (l.Amount ?? 0), 0) * 100) / 100;
  const made = {
    ...input,
    Id: ctx.nextId,
    SyncToken: '0',
    AccountRef: { value: payFrom.Id, name: payFrom.Name },
    TotalAmt: total,
  };
  return { status: 200, answer: { Purchase: made, time: new Date().toISOString() }, made };
}
