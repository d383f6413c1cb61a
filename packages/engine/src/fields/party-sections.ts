import type { DocumentModel, Polygon } from '@paperbridge/contracts';
import { polygonToBox } from '../geometry/polygon.ts';
import type { FieldGuess } from './classify-field.ts';
import { normaliseLabel, type StandardFieldKey } from './field-vocabulary.ts';
import { bottom, left, right, top } from './line-box.ts';
import { valueKind } from './value-kind.ts';

/** Whose block of the page a pair stands in: the seller's (supplier) or the buyer's (customer). */
export type Party = 'seller' | 'buyer';

type Page = DocumentModel['pages'][number];
type Line = Page['lines'][number];

/** Headings over the seller's block, in the vocabulary's languages (normalised: lower case, no diacritics). */
const SELLER =
  /^(seller|supplier|vendor|from|sold by|issued by|invoiced by|bill from|verkaufer|lieferant|rechnungssteller|leistungserbringer|auftragnehmer|vendeur|fournisseur|emetteur|prestataire|verkoper|leverancier|vendedor|proveedor|emisor|venditore|fornitore|cedente|cedente prestatore|dostawca|sprzedawca|penjual)$/;
/** Headings over the buyer's block: "Käufer/Leistungsempfänger" reads "kaufer leistungsempfanger". */
const BUYER =
  /^(buyer|customer|client|bill to|billed to|invoice to|invoiced to|sold to|purchaser|kaufer|kunde|rechnungsempfanger|leistungsempfanger|auftraggeber|acheteur|destinataire|client facture|koper|klant|afnemer|comprador|cliente|destinatario|acquirente|cessionario|committente|nabywca|pembeli)( (leistungsempfanger|committente|rechnungsempfanger))?$/;
/** A label that gives a party's name inside its block: "Name:", "Firma:", "Raison sociale :", "Ragione sociale". */
const NAME_LABEL =
  /^(name|company|company name|firma|firmenname|nom|raison sociale|denomination|naam|bedrijfsnaam|nombre|razon social|nome|ragione sociale|denominazione|nazwa)$/;

/** What a field becomes in the buyer's block (a VAT number there is the customer's), or null where it has no customer twin. */
const IN_BUYER: Partial<Record<StandardFieldKey, StandardFieldKey | null>> = {
  supplier_name: 'customer_name',
  supplier_tax_id: 'customer_tax_id',
  supplier_email: null,
  supplier_phone: null,
  company_id: null,
  iban: null,
  bic: null,
};
const IN_SELLER: Partial<Record<StandardFieldKey, StandardFieldKey | null>> = {
  customer_name: 'supplier_name',
  customer_tax_id: 'supplier_tax_id',
};

const box = (p: Polygon) => polygonToBox(p, 1, 1);
const overlaps = (l: Line, p: Polygon) => {
  const b = box(p);
  return b.x0 < right(l) && b.x1 > left(l) && b.y0 < bottom(l) && b.y1 > top(l);
};

/**
 * The party block each detected pair stands in, where the page sets the parties apart under headings
 * ("Verkäufer" over "Name: Lieferant GmbH", "USt.-Id.-Nr.: DE…"; "Käufer" over the buyer's own rows; "Seller" /
 * "Buyer"; "Fournisseur" / "Client"). A heading is a short line of its own, without digits, that no pair uses;
 * a pair belongs to the nearest heading above it at its indent or left of it, and a heading that names no party
 * ("Bemerkungen", "Abweichender Warenempfänger") closes the block before it. Null where no party heading governs.
 */
export function partySections(
  doc: Pick<DocumentModel, 'keyValues'> & Partial<Pick<DocumentModel, 'pages'>>,
): (Party | null)[] {
  const headings = new Map<number, Line[]>();
  for (const page of doc.pages ?? []) {
    const onPage = doc.keyValues.filter((kv) => kv.page === page.pageNumber);
    headings.set(
      page.pageNumber,
      page.lines.filter((l) => isHeading(l, page, onPage)),
    );
  }
  return doc.keyValues.map((kv) => {
    const k = box(kv.keyPolygon);
    const above = (headings.get(kv.page) ?? []).filter(
      (h) => bottom(h) <= k.y0 + 0.002 && k.y0 - top(h) < 0.3 && left(h) <= k.x0 + 0.01,
    );
    const nearest = above.sort((a, b) => top(b) - top(a))[0];
    if (!nearest) return null;
    const norm = normaliseLabel(nearest.text);
    return SELLER.test(norm) ? 'seller' : BUYER.test(norm) ? 'buyer' : null;
  });
}

function isHeading(l: Line, page: Page, pairs: DocumentModel['keyValues']): boolean {
  const text = l.text.trim().replace(/:$/, '');
  if (!text || /\d/.test(text) || text.includes(':') || text.split(/\s+/).length > 4) return false;
  // a heading stands alone on its row: "Klant" beside "Factuur datum" over their values is a header grid's cell
  if (page.lines.some((o) => o !== l && top(o) < bottom(l) && bottom(o) > top(l))) return false;
  // a party heading may be the label over its name ("Bill to:" over "ACME Corp"); any other line a pair uses is no heading
  const party = SELLER.test(normaliseLabel(text)) || BUYER.test(normaliseLabel(text));
  return !pairs.some(
    (kv) => (overlaps(l, kv.keyPolygon) && !(party && kv.kind === 'above')) || overlaps(l, kv.valuePolygon),
  );
}

/**
 * A pair's field read in its party's block: a name label gives the party's name, and a field of the other
 * party takes this party's twin (the VAT number in the buyer's block is the customer's, its e-mail no
 * supplier's). Outside a block, the guess as the vocabulary made it.
 */
export function guessInParty(
  guess: FieldGuess | null,
  kv: { key: string; value: string },
  party: Party | null,
): FieldGuess | null {
  if (!party) return guess;
  if (!guess && NAME_LABEL.test(normaliseLabel(kv.key)) && valueKind(kv.value) === 'text') {
    return { field: party === 'seller' ? 'supplier_name' : 'customer_name', value: kv.value.trim(), confidence: 0.8 };
  }
  if (!guess) return null;
  const map = party === 'buyer' ? IN_BUYER : IN_SELLER;
  if (!(guess.field in map)) return guess;
  const field = map[guess.field];
  return field ? { ...guess, field } : null;
}
