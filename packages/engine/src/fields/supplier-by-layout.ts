import type { DocumentModel } from '@paperbridge/contracts';
import { isKnownLabel, normaliseLabel } from './field-vocabulary.ts';
import type { LayoutValue } from './layout-value.types.ts';
import { bottom, height, left, top } from './line-box.ts';

type Page = DocumentModel['pages'][number];
type Line = Page['lines'][number];

/** A company's legal form at the end of its name: "Coolblue B.V.", "Amazon Web Services, Inc.", "QualityHosting AG". */
const LEGAL_FORM =
  /(?:^|[\s,])(?:b\.?\s?v\.?|n\.?\s?v\.?|gmbh|ag|se|kg|ohg|ug|e\.\s?k\.?|ltd\.?|limited|llc|l\.l\.c\.|llp|inc\.?|incorporated|corp\.?|corporation|co\.|plc|pty\.?(?:\s?ltd\.?)?|pvt\.?(?:\s?ltd\.?)?|private limited|s\.?a\.?s?\.?|sarl|s\.?a\.?r\.?l\.?|s\.?r\.?l\.?|s\.?l\.?|s\.?p\.?a\.?|sdn\.?\s?bhd\.?|bhd\.?|oy|ab|a\/s|aps|as|sp\.?\s?z\s?o\.?\s?o\.?|sp[oó][lł]ka(?:\s\p{L}+)?|v\.?o\.?f\.?|bvba|sprl)$/iu;
/** Document titles are not the supplier: "FACTUUR.", "Tax Invoice", "Rechnung". */
const TITLE_WORDS =
  '(?:tax )?(?:invoice|receipt|bill|credit note|factuur|creditnota|rechnung|gutschrift|facture|avoir|factura|fattura|faktura|quotation|offerte|devis|angebot|order confirmation|payment receipt)';
/** "Invoice", "Kopie factuur", "Copy of invoice": a title, never a name. */
export const TITLE = new RegExp(
  `^(?:(?:copy|kopie|copie|kopia|duplicate|duplicaat|original|origineel)(?: of)? )?${TITLE_WORDS}\\b`,
);
const TRAILING_TITLE = new RegExp(`\\s+${TITLE_WORDS}$`, 'i');
/** A label over the customer's block ("Bill to", "Factuuradres") or naming the customer beside its value. */
export const CUSTOMER_LABEL =
  /^(bill|billed|invoice|invoiced|sold|ship|shipped|deliver|delivered)( to)?\b|^(customer|client|klant|kunde|destinataire|factuuradres|afleveradres|rechnungsempfanger|lieferadresse|adresse de (facturation|livraison)|guest|nom de l abonne|abonne|attn|t a v|bill to address)\b/;
/** A label over the supplier's name: "Service Provider:", "All payment to be made in favor of", "Titulaire du compte : NETPRESSE". */
const SUPPLIER_LABEL =
  /\b(service provider|supplier|vendor|seller|sold by|issued by|from|remit to|pay to|payable to|in favou?r of|beneficiary|account holder|account name|titulaire du compte|kontoinhaber|ten name van|t n v|leverancier|lieferant|fournisseur)$/;
/** Registration and capital mentions: the legal block at a page's foot names the supplier. */
const REGISTRATION =
  /\b(capital|rcs|siret|siren|kvk|hrb|registergericht|handelsregister|ust ?id|vat|tva|btw|cin|gstin|registered office|regd office|company (no|number|reg)|abn|vorstand|geschaftsfuhrer)\b/;
/**
 * A street word (in the normalised text): a line with one is an address, never a company's name. Malay street words
 * ("Jalan", "Taman", "Lorong"), the numbered forms that open an address ("No. 53", "Lot 1851", "Level 6", "3rd Floor")
 * and a German or Dutch compound street with its house number ("Lieferantenstraße 20", "Musterstr. 99", "Keizersgracht
 * 12"; the normalised text drops "ß": "stra e") count too; a plain "Lot", "Level" or "Unit" without its number can be part of a name.
 */
export const ADDRESS_WORD =
  /\b(street|st|road|rd|avenue|ave|lane|highway|straat|weg|laan|plein|strasse|str|rue|boulevard|bd|cedex|postbus|p ?o box|jalan|jln|lorong|lrg|persiaran|lebuhraya|lebuh|taman|(no|lot|level|lvl|unit|suite|blok|block) \d+[a-z]?|\d+(st|nd|rd|th) (floor|flr)|[a-z]{2,}(strasse|stra e|str|weg|gasse|allee|platz|damm|straat|laan|plein|gracht|kade|singel|dijk) \d+[a-z]?)\b/;

const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length;
const flat = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
/** A name without its legal form or a trailing "Invoice": what other lines and web addresses repeat. */
const core = (name: string) =>
  flat(
    name
      .replace(/[,;]+$/, '')
      .replace(LEGAL_FORM, '')
      .replace(TRAILING_TITLE, ''),
  );

interface Candidate {
  name: string;
  line: Line;
  score: number;
}

/**
 * The supplier's name by layout, on the first page, when no label names it: candidates are the first
 * line of each block of lines (a name heads its address), lines that end in a legal form (the first
 * part of a "Name AG - Street - City" sender line counts, and "Free SAS" of "Free SAS au capital de …"),
 * and lines under a label that names the payee ("Service Provider:", "in favor of"). A candidate gains
 * for a legal form, for being repeated elsewhere on the page (the footer, "sold by …", "Titulaire du
 * compte"), for matching the page's web or e-mail domain, for standing in the registration block at
 * the page's foot, under a payee label, or at the top. A line under a customer label ("Bill to"), one
 * a customer label names elsewhere ("Nom de l'abonné"), and the address window under a sender line
 * are the customer's, never the supplier.
 */
export function supplierByLayout(doc: Pick<DocumentModel, 'pages'>): LayoutValue | null {
  const page = doc.pages[0];
  if (!page) return null;
  const lines = [...page.lines].sort((a, b) => top(a) - top(b) || left(a) - left(b));
  const allText = doc.pages.flatMap((p) => p.lines.map((l) => l.text));
  const domains = domainsIn(allText);
  const customerNames = customerNamesOn(lines);
  const above = (l: Line) =>
    lines
      .filter(
        (o) => o !== l && top(o) < top(l) && top(l) - bottom(o) < 1.2 * height(l) && Math.abs(left(o) - left(l)) < 0.02,
      )
      .pop();
  const senderAbove = (l: Line) =>
    lines.some(
      (o) =>
        top(o) < top(l) &&
        top(l) - top(o) < 0.12 &&
        Math.abs(left(o) - left(l)) < 0.03 &&
        isSenderLine(o.text) &&
        o !== l,
    );

  const candidates: Candidate[] = [];
  const consider = (name: string, line: Line, score: number) => {
    if (/:\s*$/.test(name)) return; // a label, not a name
    const n = name
      .trim()
      .replace(/[,;]+$/, '')
      .trim();
    if (!isNameLike(n) || core(n).length < 2) return; // "Sarl" alone is a legal form, not a name
    candidates.push({ name: n, line, score });
  };
  for (const l of lines) {
    const head = above(l);
    const label = head ? normaliseLabel(head.text) : '';
    if (head && CUSTOMER_LABEL.test(label)) continue;
    if (customerNames.has(flat(l.text)) || senderAbove(l)) continue;
    const parts = l.text.split(/\s+[-–−|•]\s+/);
    const first = parts[0]!.trim();
    const capital = /^(.+?)\s+au capital\b/i.exec(l.text)?.[1];
    if (capital && LEGAL_FORM.test(capital)) consider(capital, l, 3);
    else if (LEGAL_FORM.test(first.replace(/[,;]+$/, ''))) consider(first, l, 3);
    else if (head && SUPPLIER_LABEL.test(label.replace(/ \(.*$/, ''))) consider(first, l, 2);
    else if (!head && !TITLE.test(normaliseLabel(l.text))) consider(first.replace(TRAILING_TITLE, ''), l, 0);
  }
  if (!candidates.length) return null;

  const topmost = candidates.reduce((a, b) => (top(b.line) < top(a.line) ? b : a));
  const tallTop = candidates.filter((c) => top(c.line) < 0.2).sort((a, b) => height(b.line) - height(a.line))[0];
  for (const c of candidates) {
    const key = core(c.name);
    // a single common word ("Summary", "Price") repeats by chance; a name of two words or a brand-cased one does not
    const brandLike = c.name.split(/\s+/).length >= 2 || /^\p{L}\S*\p{Lu}/u.test(c.name);
    if (brandLike && key.length >= 4 && allText.some((t) => t !== c.line.text && flat(t).includes(key))) c.score += 2;
    if (
      key.length >= 3 &&
      domains.some((d) => d === key || (d.length >= 4 && key.startsWith(d)) || (key.length >= 4 && d.startsWith(key)))
    )
      c.score += 2;
    if (
      top(c.line) > 0.85 &&
      lines.some((o) => Math.abs(top(o) - top(c.line)) < 0.05 && REGISTRATION.test(normaliseLabel(o.text)))
    )
      c.score += 2;
    if (c === topmost && top(c.line) < 0.25) c.score += 1;
    if (
      c === tallTop &&
      lines.every((o) => o === c.line || top(o) >= 0.2 || height(o) * 1.15 < height(c.line) || o.text === c.line.text)
    )
      c.score += 1;
  }
  const best = [...candidates].sort((a, b) => b.score - a.score || top(a.line) - top(b.line))[0]!;
  if (best.score < 1) return null;
  return {
    value: best.name,
    confidence: Math.min(0.85, 0.3 + 0.1 * best.score),
    page: page.pageNumber,
    polygon: best.line.polygon,
  };
}

/** A line that could be a company's name: mostly letters, a few words, not a label, title, sentence or street. */
function isNameLike(text: string): boolean {
  const norm = normaliseLabel(text);
  // two letters alone are as often OCR read from a logo ("FE") as a name; "HP Inc." keeps its legal form
  if (
    !norm ||
    letters(text) < (LEGAL_FORM.test(text.trim()) ? 2 : 3) ||
    letters(text) < text.replace(/\s/g, '').length * 0.6
  )
    return false;
  if (
    text.split(/\s+/).length > 6 ||
    /^(page|seite|pagina|blad|strona)\b/i.test(text) ||
    /@|www\.|https?:/i.test(text) ||
    text.includes(':')
  )
    return false;
  if (
    TITLE.test(norm) ||
    isKnownLabel(text) ||
    ADDRESS_WORD.test(norm) ||
    CUSTOMER_LABEL.test(norm) ||
    SUPPLIER_LABEL.test(norm)
  )
    return false;
  // a sentence ends in a full stop after a lower-case word ("Dat betaal ik zelf wel."); "Ltd." does not
  return !(/\p{Ll}{3,}\.$/u.test(text.trim()) && !LEGAL_FORM.test(text.trim()));
}

/** "QualityHosting AG - Uferweg 40-42 - D-63571 Gelnhausen": the sender's line over a window envelope's address. */
function isSenderLine(text: string): boolean {
  const parts = text.split(/\s+[-–−|•]\s+/);
  return parts.length >= 3 && /\d/.test(parts.slice(1).join(' '));
}

/** The registrable names of the web and e-mail addresses on the page: "azure-interior.com" → "azureinterior". */
function domainsIn(texts: readonly string[]): string[] {
  const out = new Set<string>();
  for (const t of texts) {
    for (const m of t.matchAll(/(?:@|\bwww\.|https?:\/\/)([a-z0-9.-]+\.[a-z]{2,})/gi)) {
      const labels = m[1]!
        .toLowerCase()
        .split('.')
        .filter((x) => !['www', 'mail', 'com', 'co', 'net', 'org'].includes(x));
      for (const x of labels.slice(0, -1).concat(labels.length === 1 ? labels : []))
        if (x.length >= 3 && x !== 'example') out.add(x.replace(/[^a-z0-9]/g, ''));
    }
  }
  return [...out];
}

/** Names a customer label gives on the same line ("Nom de l'abonné de Lattre Alexis" read as a pair, "Guest Name: Sanjay"). */
function customerNamesOn(lines: readonly Line[]): Set<string> {
  const out = new Set<string>();
  lines.forEach((l, i) => {
    const m = /^([^:]{2,40}):\s*(.+)$/.exec(l.text);
    if (m && CUSTOMER_LABEL.test(normaliseLabel(m[1]!))) out.add(flat(m[2]!));
    // a label line with the name on the line below, in the same column
    const next = lines.slice(i + 1).find((o) => Math.abs(left(o) - left(l)) < 0.02 && top(o) > top(l));
    if (next && CUSTOMER_LABEL.test(normaliseLabel(l.text)) && top(next) - bottom(l) < 1.5 * height(l))
      out.add(flat(next.text));
  });
  return out;
}
