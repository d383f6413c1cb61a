import type {
  EInvoiceAddress,
  EInvoiceAllowanceCharge,
  EInvoiceLine,
  EInvoiceNumber,
  EInvoiceParty,
} from './einvoice.types.ts';
import { priceDiscount } from './write-derived-values.ts';
import { group, leaf, numberLeaf, required, type XmlElement } from './xml-writer.ts';

/** An amount with the invoice currency, as every UBL amount must carry (cbc:AmountType's currencyID). */
export type UblAmount = (name: string, n: EInvoiceNumber | undefined) => XmlElement | undefined;

/*
 * The UBL 2.1 aggregates of the model, each in its schema's element sequence (UBL-CommonAggregateComponents-2.1.xsd):
 * Party, Address, PartyTaxScheme, PartyLegalEntity, Contact, AllowanceCharge, TaxCategory, InvoiceLine/CreditNoteLine,
 * Item, Price. Only the elements the model has a value for are written.
 */

/** BG-4 / BG-7 as a cac:Party. */
export function ublParty(p: EInvoiceParty): XmlElement | undefined {
  return group(
    'cac:Party',
    leaf('cbc:EndpointID', p.electronicAddress?.value, { schemeID: p.electronicAddress?.scheme }),
    p.ids.map((id) => group('cac:PartyIdentification', leaf('cbc:ID', id))),
    group('cac:PartyName', leaf('cbc:Name', p.tradingName)),
    ublAddress('cac:PostalAddress', p.address),
    partyTaxScheme(p.vatId, 'VAT'),
    // BT-32: any scheme other than VAT (the reader takes the first such); FC as XRechnung and the corpus write it
    partyTaxScheme(p.taxRegistrationId, 'FC'),
    group('cac:PartyLegalEntity', leaf('cbc:RegistrationName', p.name), leaf('cbc:CompanyID', p.legalRegistrationId)),
    group(
      'cac:Contact',
      leaf('cbc:Name', p.contact?.name),
      leaf('cbc:Telephone', p.contact?.phone),
      leaf('cbc:ElectronicMail', p.contact?.email),
    ),
  );
}

function partyTaxScheme(id: string | undefined, scheme: string): XmlElement | undefined {
  if (id === undefined) return undefined;
  return group('cac:PartyTaxScheme', leaf('cbc:CompanyID', id), taxScheme(scheme));
}

const taxScheme = (id: string) => group('cac:TaxScheme', leaf('cbc:ID', id));

/** BT-35, BT-36 as street names, further lines (BT-162 …) as AddressLine. */
function ublAddress(name: string, a: EInvoiceAddress | undefined): XmlElement | undefined {
  if (!a) return undefined;
  return group(
    name,
    leaf('cbc:StreetName', a.lines[0]),
    leaf('cbc:AdditionalStreetName', a.lines[1]),
    leaf('cbc:CityName', a.city),
    leaf('cbc:PostalZone', a.postCode),
    leaf('cbc:CountrySubentity', a.countrySubdivision),
    a.lines.slice(2).map((line) => group('cac:AddressLine', leaf('cbc:Line', line))),
    group('cac:Country', leaf('cbc:IdentificationCode', a.countryCode)),
  );
}

/** A VAT category (cac:TaxCategory, cac:ClassifiedTaxCategory); nothing when the model names none. */
export function ublTaxCategory(
  name: string,
  category: string | undefined,
  rate: EInvoiceNumber | undefined,
  exemption: { code?: string; reason?: string } = {},
): XmlElement | undefined {
  if (category === undefined && rate === undefined && exemption.code === undefined && exemption.reason === undefined)
    return undefined;
  return group(
    name,
    leaf('cbc:ID', category),
    numberLeaf('cbc:Percent', rate),
    leaf('cbc:TaxExemptionReasonCode', exemption.code),
    leaf('cbc:TaxExemptionReason', exemption.reason),
    taxScheme('VAT'),
  );
}

/** BG-20/21 (with their VAT category) and BG-27/28 (without: a line allowance takes the line's). */
export function ublAllowanceCharge(a: EInvoiceAllowanceCharge, amount: UblAmount): XmlElement | undefined {
  return group(
    'cac:AllowanceCharge',
    leaf('cbc:ChargeIndicator', String(a.isCharge)),
    leaf('cbc:AllowanceChargeReasonCode', a.reasonCode),
    leaf('cbc:AllowanceChargeReason', a.reason),
    numberLeaf('cbc:MultiplierFactorNumeric', a.percentage),
    amount('cbc:Amount', a.amount),
    amount('cbc:BaseAmount', a.baseAmount),
    ublTaxCategory('cac:TaxCategory', a.vatCategory, a.vatRate),
  );
}

/**
 * BG-25. The line's allowances and charges sit between the amount and the item in both documents (InvoiceLine:
 * after Delivery and PaymentTerms; CreditNoteLine: after TaxTotal; the model has neither of those).
 */
export function ublLine(line: EInvoiceLine, credit: boolean, amount: UblAmount): XmlElement | undefined {
  return group(
    credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine',
    leaf('cbc:ID', line.id),
    leaf('cbc:Note', line.note),
    numberLeaf(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', line.quantity, { unitCode: line.unitCode }),
    amount('cbc:LineExtensionAmount', line.netAmount),
    line.allowancesCharges.map((a) => ublAllowanceCharge(a, amount)),
    // the schema requires an Item even when the model knows nothing of it
    required(
      'cac:Item',
      leaf('cbc:Description', line.description),
      leaf('cbc:Name', line.name),
      group('cac:SellersItemIdentification', leaf('cbc:ID', line.sellerItemId)),
      ublTaxCategory('cac:ClassifiedTaxCategory', line.vatCategory, line.vatRate),
    ),
    ublPrice(line, amount),
  );
}

/** BT-146 with its base quantity (BT-149, in the line's unit) and the gross price (BT-148) as a price discount. */
function ublPrice(line: EInvoiceLine, amount: UblAmount): XmlElement | undefined {
  const discount = priceDiscount(line);
  return group(
    'cac:Price',
    amount('cbc:PriceAmount', line.netPrice),
    numberLeaf('cbc:BaseQuantity', line.priceBaseQuantity, { unitCode: line.unitCode }),
    line.grossPrice &&
      group(
        'cac:AllowanceCharge',
        leaf('cbc:ChargeIndicator', 'false'),
        amount('cbc:Amount', discount === undefined ? undefined : { text: discount, value: Number(discount) }),
        amount('cbc:BaseAmount', line.grossPrice),
      ),
  );
}
