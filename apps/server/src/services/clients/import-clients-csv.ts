import {
  CLIENT_MSG,
  clientCompanyNameSchema,
  clientContactNameSchema,
  clientEmailSchema,
  type CsvClientResultRow,
} from '@paperbridge/contracts';
import type { CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { clients } from '../../db/schema/index.ts';
import { ruleError } from '../mappings/rule-error.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { parseCsv } from './parse-csv.ts';

export const MAX_CSV_ROWS = 1000;

const HEADERS = {
  company: ['companyname', 'company name', 'company', 'cocompanyname', 'client name', 'supplier name'],
  contact: ['contectname', 'contactname', 'contact name', 'contact', 'cocontactname'],
  email: ['email', 'e-mail', 'email address', 'coemail', 'mail'],
};

type Columns = { company: number; contact: number; email: number };

/** Column positions from a header row, or null when the first row is data (then: company, contact, e-mail). */
function headerColumns(cells: string[]): Columns | null {
  const norm = cells.map((c) =>
    c
      .trim()
      .toLowerCase()
      .replace(/[_\s]+/g, ' '),
  );
  const find = (names: string[]) => norm.findIndex((c) => names.includes(c) || names.includes(c.replace(/ /g, '')));
  const cols = { company: find(HEADERS.company), contact: find(HEADERS.contact), email: find(HEADERS.email) };
  return cols.email >= 0 ? cols : null;
}

/**
 * CreateUserWithCSV: each row is checked with the client form's rules and saved on its own
 * (one statement, so a row is saved whole or not at all); the answer has one row per line with
 * the reason it was refused (duplicate in the file or already a client, invalid e-mail, missing
 * or invalid name) or that it was added.
 */
export async function importClientsCsv(db: Db, caller: CallerContext, text: string): Promise<CsvClientResultRow[]> {
  const records = parseCsv(text);
  const header = records.length ? headerColumns(records[0]!.cells) : null;
  const data = header ? records.slice(1) : records;
  if (!data.length) throw ruleError('file', CLIENT_MSG.csvEmpty);
  if (data.length > MAX_CSV_ROWS) throw ruleError('file', CLIENT_MSG.csvTooManyRows);
  const cols: Columns = header ?? { company: 0, contact: 1, email: 2 };
  const seen = new Set<string>();
  const results: CsvClientResultRow[] = [];
  for (const { line, cells } of data) {
    const raw = {
      company: (cells[cols.company] ?? '').trim(),
      contact: (cells[cols.contact] ?? '').trim(),
      email: (cells[cols.email] ?? '').trim(),
    };
    const row = (added: boolean, message: string, email = raw.email): CsvClientResultRow => ({
      coCompanyName: raw.company,
      coContactName: raw.contact,
      coEmail: email,
      line,
      added,
      message,
    });
    const company = clientCompanyNameSchema.safeParse(raw.company);
    const contact = clientContactNameSchema.safeParse(raw.contact);
    const email = clientEmailSchema.safeParse(raw.email);
    const problem = !company.success
      ? company.error.issues[0]!.message
      : !contact.success
        ? contact.error.issues[0]!.message
        : !email.success
          ? email.error.issues[0]!.message
          : null;
    if (problem || !email.success || !company.success || !contact.success) {
      results.push(row(false, problem ?? CLIENT_MSG.emailInvalid));
      continue;
    }
    if (seen.has(email.data)) {
      results.push(row(false, CLIENT_MSG.duplicateInFile, email.data));
      continue;
    }
    seen.add(email.data);
    try {
      await db.insert(clients).values({
        companyId: caller.companyId,
        companyName: company.data,
        contactName: contact.data,
        email: email.data,
      });
      results.push(row(true, CLIENT_MSG.added, email.data));
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      results.push(row(false, CLIENT_MSG.emailInUse, email.data));
    }
  }
  return results;
}
