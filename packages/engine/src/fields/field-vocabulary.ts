import type { ValueKind } from './value-kind.ts';

/**
 * The standard fields a document's header can hold, as the engine names them;
 * the server maps them to each document type's field names.
 */
export const STANDARD_FIELD_KEYS = [
  'invoice_number',
  'invoice_date',
  'due_date',
  'order_number',
  'po_number',
  'customer_number',
  'supplier_name',
  'supplier_address',
  'supplier_tax_id',
  'company_id',
  'customer_name',
  'customer_tax_id',
  'subtotal',
  'tax_amount',
  'total_amount',
  'amount_paid',
  'balance_due',
  'currency',
  'iban',
  'bic',
  'payment_terms',
  'supplier_email',
  'supplier_phone',
] as const;
export type StandardFieldKey = (typeof STANDARD_FIELD_KEYS)[number];

interface FieldRule {
  field: StandardFieldKey;
  /** matched against the normalised label (lower case, no diacritics, "n°" → "no", punctuation → space) */
  labels: RegExp[];
  /** the value kinds this field takes; a label match with another kind is not this field */
  kinds: readonly ValueKind[];
  /** a label that also matches this is not the field: "Gesamtbetrag der Zuschläge" totals the surcharges, not the invoice */
  except?: RegExp;
  /** weaker evidence than the field's other labels: "Zahlbetrag" is the total only where no grand total is printed */
  weaker?: boolean;
}

const AMOUNT: readonly ValueKind[] = ['amount', 'number'];
/** What a "total" label may sum other than the invoice: surcharges, discounts, quantities, prepayments (diacritics removed). */
const NOT_THE_INVOICE_TOTAL =
  /\b(zuschlag|zuschlage|abschlag|abschlage|rabatt|rabatte|nachlass|skonto|anzahlung|anzahlungen|discounts?|allowances?|surcharges?|prepaid|prepayments?|deposits?|remises?|rabais|acomptes?|korting|kortingen|toeslag|toeslagen|descuentos?|recargos?|anticipos?|sconti|sconto|maggiorazioni|acconti|quantity|qty|items|menge|anzahl|stuck|hours|stunden|weight|gewicht)\b/;
const ID: readonly ValueKind[] = ['id', 'number'];

/**
 * Label vocabularies in English, Dutch, German, French, Spanish, Italian,
 * Polish and Malay (the languages of the shared corpora and the issue's list).
 * Rules are tried in order: the more specific ("total excl. VAT") before the
 * general ("total"). Each pattern is anchored on whole words, so "totaal"
 * does not match "subtotaal".
 */
export const FIELD_RULES: readonly FieldRule[] = [
  // "Bank Account: US1234567890": where an IBAN is not in use the account number stands in its place
  {
    field: 'iban',
    labels: [
      /\biban\b/,
      /^bank ?(account|acct|rekening|konto)( no| nr| number| nummer)?$/,
      /^rekeningnummer$/,
      /^kontonummer$/,
      /^compte bancaire$/,
      /^numero de cuenta$/,
      /^numer rachunku$/,
    ],
    kinds: ['iban', 'id', 'text'],
  },
  { field: 'bic', labels: [/\b(bic|swift)( code)?\b/], kinds: ['bic', 'id', 'text'] },
  {
    field: 'invoice_number',
    labels: [
      /\b(invoice|inv|bill|tax invoice|receipt|document|doc|credit note)( no| nr| number| num| #| id|#)\b/,
      /\binvoice\s*#/,
      /^(invoice|receipt)$/,
      /\bfactuur ?(nummer|nr|no)\b/,
      /^factuur$/,
      /\brechnungs? ?(nummer|nr|no)\b/,
      /^rechnung$/,
      /\bbeleg ?(nummer|nr)\b/,
      /\b(no|numero) (de )?(la )?facture\b/,
      /\bfacture( no| numero)?\b/,
      /^no$/,
      /\bfactura( no| num| numero)?\b/,
      /\bnumero de factura\b/,
      /\bfattura( no| nr| n| numero)?\b/,
      /\bnumero (di |della )?fattura\b/,
      /\bgutschrifts? ?(nummer|nr|no)\b/,
      /\b(rechnung|gutschrift|factuur|facture|factura|fattura|faktura)s? ?#/,
      /\bcreditnota ?(nummer|nr)\b/,
      /\bavoir( no| numero)\b/,
      /\bfaktura( vat)?( nr| numer| no)?\b/,
      /\bnumer faktury\b/,
      /\b(no|nombor) (resit|invois|bil)\b/,
      /\bcash ?bill( no)?\b/,
      /\bslip no\b/,
      /\btrans(action)? no\b/,
    ],
    kinds: ['id', 'number'],
  },
  {
    field: 'due_date',
    labels: [
      /\b(due date|date due|payment due|pay by|due by|due on|payable by)\b/,
      /^due$/,
      /\bvervaldatum\b/,
      /\buiterste betaaldatum\b/,
      /\bfallig(keit|keitsdatum)?\b/,
      /\bzahlbar bis\b/,
      /\becheance\b/,
      /\bdate limite\b/,
      /\bvencimiento\b/,
      /\bscadenza\b/,
      /\btermin (platnosci|zaplaty)\b/,
    ],
    kinds: ['date'],
  },
  {
    field: 'invoice_date',
    labels: [
      /\b(invoice|inv|bill|receipt|tax point|issue|document|doc) date\b/,
      /\bdate (of )?(invoice|issue|issued)\b/,
      /\bdate issued\b/,
      /^(date|dated|datum|data|fecha|tarikh)$/,
      /\bfactuur ?datum\b/,
      /\brechnungs ?datum\b/,
      /\bdatum der rechnung\b/,
      /\bdate (de )?(la )?facture\b/,
      /\bdate d emission\b/,
      /\bfecha (de )?(la )?(factura|emision)\b/,
      /\b(beleg|ausstellungs|ausstellung) ?datum\b/,
      /\bdate de facturation\b/,
      /\bfecha de expedicion\b/,
      /\bdata (del )?documento\b/,
      /\bdata (della )?fattura\b/,
      /\bdata (di )?emissione\b/,
      /\bdata wystawienia\b/,
      /\bdata sprzedazy\b/,
      /\btarikh\b/,
    ],
    kinds: ['date'],
  },
  {
    field: 'po_number',
    labels: [
      /\b(p ?o|purchase order)( no| nr| number| #| ref)?\b/,
      /\binkoop ?order ?(nummer|nr)?\b/,
      /\bbestellnummer des kunden\b/,
      /\bbon de commande\b/,
      /\borden de compra\b/,
    ],
    kinds: ID,
  },
  {
    field: 'order_number',
    labels: [
      /\border( no| nr| number| #| id| ref)?\b/,
      /\bordernummer\b/,
      /\bbestel ?(nummer|nr)\b/,
      /\bbestell ?(nummer|nr|no)\b/,
      /\bauftrags? ?(nummer|nr)\b/,
      /\b(no )?(de )?commande\b/,
      /\bpedido\b/,
      /\bordine\b/,
      /\bzamowieni[ae]\b/,
    ],
    kinds: ID,
  },
  {
    field: 'customer_number',
    labels: [
      /\b(customer|client|account|acct|member)( no| nr| number| #| id| code| ref)\b/,
      /\bklant ?(nummer|nr|no)\b/,
      /\bdebiteur ?(nummer|nr)\b/,
      /^(klant|kunde|client|cliente|customer)$/,
      /\bkunden ?(nummer|nr|no)\b/,
      /\b(no |code |numero )(de )?client\b/,
      /\b(numero de |codigo de )?cliente\b/,
      /\bcodice cliente\b/,
      /\bnr klienta\b/,
    ],
    kinds: ID,
  },
  {
    field: 'company_id',
    labels: [
      /\bkvk\b/,
      /\bcoc\b/,
      /\bchamber of commerce\b/,
      /\bsiren\b/,
      /\bsiret\b/,
      /\brcs\b/,
      /\bcin\b/,
      /\b(co|company|business) ?(reg|registration)( no| number)?\b/,
      /\bhandelsregister\b/,
      /\bhrb?\b/,
      /\bregon\b/,
      /\bkrs\b/,
    ],
    kinds: ['number', 'id', 'text'],
  },
  {
    // "Kunden-USt-IdNr.": the buyer's VAT number, read before the supplier's labels that would match it too
    field: 'customer_tax_id',
    labels: [
      /\b(customer|client|buyer|kunden|kaufer|klant|acheteur|cliente|acquirente)s? ?(vat|tax|btw|tva|ust|iva)( ?(id|no|nr|number|nummer|reg))*\b/,
      /\b(vat|tax|btw|tva|ust|iva)( ?(id|no|nr|number|nummer|reg|intracom\w*))* (of the |du |de la |van de |del )?(customer|client|buyer|klant|acheteur|cliente|acquirente)\b/,
    ],
    kinds: ['tax-id', 'id'],
  },
  {
    field: 'supplier_tax_id',
    labels: [
      /\b(vat|gst|gstin|tax|btw|tva|ust|iva|nip|sst|abn|tin)( ?(reg|registration|id|no|nr|number|nummer|identification|intracom\w*))+\b/,
      /\b(gstin|abn|tin|nip|nif|cif|vat|btw|tva)\b/,
      /\bust ?id ?(nr)?\b/,
      /\bumsatzsteuer ?id\b/,
      /\bsteuer ?(nummer|nr)\b/,
      /\bpartita iva\b/,
      /\bp iva\b/,
      /\b(numero de )?tva intra\w*\b/,
      /\bid ?(btw|vat)\b/,
    ],
    kinds: ['tax-id', 'id', 'number'],
  },
  {
    field: 'subtotal',
    labels: [
      /\bsub ?total\b/,
      /\bnet (amount|total|value)\b/,
      /\btotal (excl|excluding|before|net|ex|without)\b/,
      /\bamount (excl|before tax)\b/,
      /\btaxable (amount|value)\b/,
      /\b(excl|exclusief|exkl|ohne|excluding) (vat|btw|tax|gst|mwst|ust)\b/,
      /\bsubtotaal\b/,
      /\btotaal excl\b/,
      /\bnetto ?(betrag|bedrag|summe|total)?\b/,
      /\bzwischensumme\b/,
      /\bsumme netto\b/,
      /\bsous ?total\b/,
      /\b(total|montant) ht\b/,
      /^ht$/,
      /\bbase imponible\b/,
      /\btotal sin iva\b/,
      /\bimponibile\b/,
      /\bsubtotale\b/,
      /\b(wartosc|razem) netto\b/,
      /\bjumlah kecil\b/,
      /\bgrondslag\b/,
      /\bbemessungsgrundlage\b/,
      /\bbase ht\b/,
      /\b(rechnungs|gesamt) ?(summe|betrag) (ohne|exkl|netto)\b/,
      /\bwarenwert\b/,
      /\btotale imponibile\b/,
      /\bmontant hors taxes?\b/,
    ],
    kinds: AMOUNT,
  },
  {
    // "Total incl. VAT", "Montant TTC", "Bruttobetrag": totals that name the tax, read before the tax amount's own labels
    field: 'total_amount',
    labels: [
      /\b(incl|inclusive|including|inkl|inklusive|inclusief) (of )?(vat|btw|tax|gst|mwst|ust|iva)\b/,
      /\bttc\b/,
      /\bbrutto ?(summe|betrag|gesamt|rechnungsbetrag)?\b/,
      /\bgesamt ?brutto\b/,
      /\biva inclusa\b/,
      /\biva incluido\b/,
    ],
    kinds: AMOUNT,
    except: NOT_THE_INVOICE_TOTAL,
  },
  {
    field: 'tax_amount',
    labels: [
      /\b(total )?(vat|gst|sst|tax|sales tax|btw|tva|mwst|ust|iva|vat amount|tax amount)( amount| total| \d+ ?%)?\b/,
      /\bumsatzsteuer\b/,
      /\bmehrwertsteuer\b/,
      /\b(montant|total) tva\b/,
      /\bimpuesto\b/,
      /\bimposta\b/,
      /\bkwota vat\b/,
      /\bcukai\b/,
      /\bbtw ?bedrag\b/,
      /\b(total|montant|totale) (des |delle )?(taxes|tasse|imposte|impuestos)\b/,
      /\b(umsatz|mehrwert)? ?steuer ?(betrag|summe|gesamt)\b/,
      /^steuer$/,
      /\b(summe|gesamt) (steuer|ust|mwst)\b/,
      /\b(mwst|ust) ?betrag\b/,
      /\bcuota (de )?iva\b/,
    ],
    kinds: AMOUNT,
  },
  {
    field: 'balance_due',
    labels: [
      /\bbalance( due)?\b/,
      /\boutstanding\b/,
      /\bopenstaand\b/,
      /\bsaldo\b/,
      /\breste a payer\b/,
      /\bpendiente\b/,
    ],
    kinds: AMOUNT,
  },
  {
    field: 'amount_paid',
    labels: [
      /\b(amount )?paid\b/,
      /\bbetaald\b/,
      /\bbezahlt\b/,
      /\bpaye\b/,
      /\bpagado\b/,
      /\bpagato\b/,
      /\bcash\b/,
      /\btunai\b/,
    ],
    kinds: AMOUNT,
  },
  {
    field: 'total_amount',
    labels: [
      /\b(grand |invoice |gross )?total\b/,
      /^amount$/,
      /\b(incl|inclusive|including|inkl|inklusive) (vat|btw|tax|gst|mwst)\b/,
      /\btotaal ?(bedrag)?\b/,
      /\binclusief btw\b/,
      /\bfactuur ?bedrag\b/,
      /\bgesamt ?(betrag|summe)?\b/,
      /\brechnungs ?(betrag|summe)\b/,
      /\bend ?(betrag|summe)\b/,
      /\b(summe )?brutto ?(betrag)?\b/,
      /^summe$/,
      /\b(total|montant) ttc\b/,
      /\bmontant total\b/,
      /\bimporte total\b/,
      /\btotale( fattura| documento)?\b/,
      /\b(razem|wartosc|kwota) brutto\b/,
      /\brazem\b/,
      /\bjumlah( besar)?\b/,
    ],
    kinds: AMOUNT,
    except: NOT_THE_INVOICE_TOTAL,
  },
  {
    // the amount due (EN 16931 BT-115): the total less prepayments, so the total only where the page prints no grand total
    field: 'total_amount',
    labels: [
      /\bamount (due|payable)\b/,
      /\btotal (due|payable|to pay)\b/,
      /\bnet payable\b/,
      /\bte betalen\b/,
      /\bzu zahlen\b/,
      /\bzahl ?betrag\b/,
      /\bfalliger betrag\b/,
      /\bnet a payer\b/,
      /\b(total|somme|montant) a payer\b/,
      /\btotal a pagar\b/,
      /\bimporte a pagar\b/,
      /\btotale da pagare\b/,
      /\bnetto a pagare\b/,
      /\bdo zaplaty\b/,
    ],
    kinds: AMOUNT,
    weaker: true,
  },
  {
    field: 'currency',
    labels: [/\bcurrency\b/, /\bvaluta\b/, /\bwahrung\b/, /\bdevise\b/, /\bmoneda\b/, /\bwaluta\b/],
    kinds: ['currency', 'text'],
  },
  {
    field: 'payment_terms',
    labels: [
      /\b(payment )?terms\b/,
      /\bbetalings ?(termijn|voorwaarden)\b/,
      /\bzahlungs ?(bedingungen|ziel)\b/,
      /\bconditions de (paiement|reglement)\b/,
      /\bcondiciones de pago\b/,
      /\btermini di pagamento\b/,
    ],
    kinds: ['text', 'id', 'number'],
  },
  {
    field: 'supplier_name',
    labels: [
      /^(from|supplier|vendor|seller|sold by|issued by|leverancier|verkoper|lieferant|verkaufer|fournisseur|vendeur|proveedor|vendedor|fornitore|sprzedawca)$/,
    ],
    kinds: ['text'],
  },
  {
    field: 'customer_name',
    labels: [
      /^(bill to|billed to|invoice to|invoiced to|sold to|customer name|client name|factuuradres|rechnungsempfanger|destinataire|facturer a|facturar a|nabywca|odbiorca)$/,
    ],
    kinds: ['text'],
  },
  { field: 'supplier_email', labels: [/\be ?mail\b/, /\bcourriel\b/], kinds: ['email'] },
  {
    field: 'supplier_phone',
    labels: [/\b(tel|phone|telephone|telefoon|telefon|telefono|tél|mobile|fax)\b/],
    kinds: ['phone', 'number'],
  },
];

/** A label as the rules read it: lower case, no diacritics, "n°" as "no", punctuation as spaces. */
export function normaliseLabel(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/n[°º]/g, ' no ')
    .replace(/([a-z])\.([a-z])\./g, '$1$2') // "p.o." → "po"
    .replace(/[^a-z0-9#%]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first rule whose label pattern matches and that takes this value kind. */
export function ruleForLabel(label: string, kind: ValueKind): FieldRule | null {
  const norm = normaliseLabel(label);
  if (!norm) return null;
  return (
    FIELD_RULES.find((r) => r.kinds.includes(kind) && r.labels.some((re) => re.test(norm)) && !r.except?.test(norm)) ??
    null
  );
}

/** Whether the label names any standard field, whatever its value (used to rank label/value pairs). */
export const isKnownLabel = (label: string): boolean => {
  const norm = normaliseLabel(label);
  return !!norm && FIELD_RULES.some((r) => r.labels.some((re) => re.test(norm)));
};
