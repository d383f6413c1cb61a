/** A bill as both accounting packages take it, read from the delivered document (services/integrations/accounting-bill.ts). */
export interface AccountingBill {
  invoiceNumber: string;
  /** YYYY-MM-DD, or null when the document's date cannot be read (the package then uses today) */
  date: string | null;
  dueDate: string | null;
  total: number | null;
  lines: { description: string; quantity: number; unitAmount: number }[];
}
