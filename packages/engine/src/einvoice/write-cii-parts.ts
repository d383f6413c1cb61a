import type {
  EInvoiceAddress,
  EInvoiceAllowanceCharge,
  EInvoiceContact,
  EInvoiceLine,
  EInvoiceNumber,
  EInvoiceParty,
} from './einvoice.types.ts';
import { priceDiscount } from './write-derived-values.ts';
import { group, leaf, numberLeaf, type XmlElement } from './xml-writer.ts';

/*
 * The CII D16B aggregates of the model, each in the element sequence of the Factur-X / ZUGFeRD EN 16931 schema
 * (a subset of the D16B ReusableAggregateBusinessInformationEntity_100 types, same order): TradeParty,
 * TradeAddress, TradeContact, TradeAllowanceCharge, TradeTax, SupplyChainTradeLineItem. Amounts carry no
 * currencyID (CII-DT-031: only the VAT total may).
 */

/** BG-4 / BG-7 as a TradeParty named `name` (SellerTradeParty, BuyerTradeParty). */
export function ciiParty(name: string, p: EInvoiceParty): XmlElement | undefined {
  return group(
    name,
    // the model keeps no identifier schemes: an identifier without one is a ram:ID (a GlobalID needs its scheme)
    p.ids.map((id) => leaf('ram:ID', id)),
    leaf('ram:Name', p.name),
    group(
      'ram:SpecifiedLegalOrganization',
      leaf('ram:ID', p.legalRegistrationId),
      leaf('ram:TradingBusinessName', p.tradingName),
    ),
    ciiContact(p.contact),
    ciiAddress(p.address),
    group(
      'ram:URIUniversalCommunication',
      leaf('ram:URIID', p.electronicAddress?.value, { schemeID: p.electronicAddress?.scheme }),
    ),
    group('ram:SpecifiedTaxRegistration', leaf('ram:ID', p.vatId, { schemeID: 'VA' })),
    group('ram:SpecifiedTaxRegistration', leaf('ram:ID', p.taxRegistrationId, { schemeID: 'FC' })),
  );
}

function ciiContact(c: EInvoiceContact | undefined): XmlElement | undefined {
  return group(
    'ram:DefinedTradeContact',
    leaf('ram:PersonName', c?.name),
    group('ram:TelephoneUniversalCommunication', leaf('ram:CompleteNumber', c?.phone)),
    group('ram:EmailURIUniversalCommunication', leaf('ram:URIID', c?.email)),
  );
}

/**
 * EN 16931 has three address lines (BT-35, BT-36, BT-162) and CII three elements for them; a model read from
 * UBL may hold more (AddressLine repeats there), and those go into the third line, joined by ", ".
 */
function ciiAddress(a: EInvoiceAddress | undefined): XmlElement | undefined {
  if (!a) return undefined;
  const third = a.lines.length > 3 ? a.lines.slice(2).join(', ') : a.lines[2];
  return group(
    'ram:PostalTradeAddress',
    leaf('ram:PostcodeCode', a.postCode),
    leaf('ram:LineOne', a.lines[0]),
    leaf('ram:LineTwo', a.lines[1]),
    leaf('ram:LineThree', third),
    leaf('ram:CityName', a.city),
    leaf('ram:CountryID', a.countryCode),
    leaf('ram:CountrySubDivisionName', a.countrySubdivision),
  );
}

export const ciiIndicator = (name: string, value: boolean): XmlElement | undefined =>
  group(name, leaf('udt:Indicator', String(value)));

/** A VAT category as a TradeTax without amounts (a line's, an allowance's); nothing when the model names none. */
export function ciiCategoryTax(
  name: string,
  category: string | undefined,
  rate: EInvoiceNumber | undefined,
): XmlElement | undefined {
  if (category === undefined && rate === undefined) return undefined;
  return group(
    name,
    leaf('ram:TypeCode', 'VAT'),
    leaf('ram:CategoryCode', category),
    numberLeaf('ram:RateApplicablePercent', rate),
  );
}

/** BG-20/21 with their VAT category, BG-27/28 without. */
export function ciiAllowanceCharge(a: EInvoiceAllowanceCharge): XmlElement | undefined {
  return group(
    'ram:SpecifiedTradeAllowanceCharge',
    ciiIndicator('ram:ChargeIndicator', a.isCharge),
    numberLeaf('ram:CalculationPercent', a.percentage),
    numberLeaf('ram:BasisAmount', a.baseAmount),
    numberLeaf('ram:ActualAmount', a.amount),
    leaf('ram:ReasonCode', a.reasonCode),
    leaf('ram:Reason', a.reason),
    ciiCategoryTax('ram:CategoryTradeTax', a.vatCategory, a.vatRate),
  );
}

/** BG-25 as an IncludedSupplyChainTradeLineItem. */
export function ciiLine(line: EInvoiceLine): XmlElement | undefined {
  return group(
    'ram:IncludedSupplyChainTradeLineItem',
    group(
      'ram:AssociatedDocumentLineDocument',
      leaf('ram:LineID', line.id),
      group('ram:IncludedNote', leaf('ram:Content', line.note)),
    ),
    group(
      'ram:SpecifiedTradeProduct',
      leaf('ram:SellerAssignedID', line.sellerItemId),
      leaf('ram:Name', line.name),
      leaf('ram:Description', line.description),
    ),
    group(
      'ram:SpecifiedLineTradeAgreement',
      grossPrice(line),
      price('ram:NetPriceProductTradePrice', line.netPrice, line),
    ),
    group(
      'ram:SpecifiedLineTradeDelivery',
      numberLeaf('ram:BilledQuantity', line.quantity, { unitCode: line.unitCode }),
    ),
    group(
      'ram:SpecifiedLineTradeSettlement',
      ciiCategoryTax('ram:ApplicableTradeTax', line.vatCategory, line.vatRate),
      line.allowancesCharges.map(ciiAllowanceCharge),
      group('ram:SpecifiedTradeSettlementLineMonetarySummation', numberLeaf('ram:LineTotalAmount', line.netAmount)),
    ),
  );
}

/** BT-146 or BT-148 with the price base quantity (BT-149) in the line's unit. */
function price(
  name: string,
  amount: EInvoiceNumber | undefined,
  line: EInvoiceLine,
  ...rest: (XmlElement | undefined)[]
) {
  if (!amount) return undefined;
  return group(
    name,
    numberLeaf('ram:ChargeAmount', amount),
    numberLeaf('ram:BasisQuantity', line.priceBaseQuantity, { unitCode: line.unitCode }),
    ...rest,
  );
}

/** The gross price with its discount (BT-147) when there is one, as the reference invoices write it. */
function grossPrice(line: EInvoiceLine): XmlElement | undefined {
  const discount = priceDiscount(line);
  const applied =
    discount !== undefined && Number(discount) !== 0
      ? group(
          'ram:AppliedTradeAllowanceCharge',
          ciiIndicator('ram:ChargeIndicator', false),
          leaf('ram:ActualAmount', discount),
        )
      : undefined;
  return price('ram:GrossPriceProductTradePrice', line.grossPrice, line, applied);
}
