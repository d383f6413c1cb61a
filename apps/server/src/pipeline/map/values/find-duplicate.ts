import { and, eq, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { documentResults, documents, type DocumentParty, type DuplicateOf } from '../../../db/schema/index.ts';
import { sameParty } from './document-party.ts';

const NUMBER_FIELD =
  /^(invoice|receipt|reference|document|bill|credit note|rechnungs?|beleg)[ -]?(number|no\.?|nr\.?|nummer|#)$|^(rechnungsnummer|belegnummer|invoice|number)$/i;
const TOTAL_FIELD =
  /^(total amount|total|amount|grand total|amount due|balance due|gesamtbetrag|rechnungsbetrag|bruttobetrag)$/i;

/**
 * The key documents are compared by (issue 30 point 3): the document kind, its number without spaces or case, and
 * its total to the cent; null when either is missing (nothing to compare by). The supplier is compared on the
 * candidates, where OCR may have read the same name differently.
 */
export function duplicateKeyOf(kind: string, fields: { name: string; value: unknown }[]): string | null {
  const number = fields.find((f) => NUMBER_FIELD.test(f.name.trim()) && typeof f.value === 'string' && f.value.trim());
  const total = fields.find((f) => TOTAL_FIELD.test(f.name.trim()) && typeof f.value === 'number');
  if (!number || !total) return null;
  return `${kind}|${String(number.value).replace(/\s+/g, '').toLowerCase()}|${Math.abs(total.value as number).toFixed(2)}`.slice(
    0,
    300,
  );
}

/**
 * An earlier document of the company, in any mapping, with the same key and supplier (the same client, or a party
 * alike by IBAN, tax id or name); failed and removed documents do not count. The earliest is named.
 */
export async function findDuplicate(
  db: Db,
  doc: { id: string; companyId: string; clientId: string | null; createdAt: Date },
  key: string,
  party: DocumentParty,
): Promise<DuplicateOf | null> {
  const rows = await db
    .select({
      id: documents.id,
      reference: documents.uniqueReference,
      fileName: documents.fileName,
      clientId: documents.clientId,
      createdAt: documents.createdAt,
      party: documentResults.party,
    })
    .from(documents)
    .innerJoin(documentResults, eq(documentResults.documentId, documents.id))
    .where(
      and(
        eq(documents.companyId, doc.companyId),
        eq(documents.duplicateKey, key),
        ne(documents.id, doc.id),
        eq(documents.isDeleted, false),
        notInArray(documents.status, ['failed', 'duplicate']),
      ),
    )
    .orderBy(documents.createdAt)
    .limit(20);
  const same = rows.find(
    (r) => (doc.clientId && r.clientId === doc.clientId) || (r.party && sameParty(party, r.party)),
  );
  return same ? { documentId: same.id, reference: same.reference || same.fileName } : null;
}
