import type { Element } from '@xmldom/xmldom';
import { type CiiDialect, stepsOf } from './cii-dialects.ts';
import { attr, children, first, text, textAt } from './dom-select.ts';
import { compact } from './compact-object.ts';
import type { EInvoiceAddress, EInvoiceContact, EInvoiceParty } from './einvoice.types.ts';

/** A CII TradeParty (seller BG-4, buyer BG-7) in either dialect. */
export function parseCiiParty(d: CiiDialect, party: Element | undefined): EInvoiceParty {
  const { ram } = stepsOf(d);
  const taxIds = children(party, ram('SpecifiedTaxRegistration')).map((r) => first(r, ram('ID')));
  const byScheme = (scheme: string) => text(taxIds.find((id) => attr(id, 'schemeID')?.toUpperCase() === scheme));
  const uri = first(party, ram('URIUniversalCommunication'), ram('URIID'));
  const legal = first(party, ram('SpecifiedLegalOrganization'));
  const ids = [...children(party, ram('ID')), ...children(party, ram('GlobalID'))]
    .map((e) => text(e))
    .filter((v): v is string => v !== undefined);
  return compact({
    name: textAt(party, ram('Name')),
    tradingName: textAt(legal, ram('TradingBusinessName')),
    ids,
    vatId: byScheme('VA'),
    taxRegistrationId: byScheme('FC'),
    legalRegistrationId: textAt(legal, ram('ID')),
    electronicAddress: text(uri) ? compact({ value: text(uri)!, scheme: attr(uri, 'schemeID') }) : undefined,
    address: parseCiiAddress(d, first(party, ram('PostalTradeAddress'))),
    contact: parseCiiContact(d, first(party, ram('DefinedTradeContact'))),
  });
}

export function parseCiiAddress(d: CiiDialect, address: Element | undefined): EInvoiceAddress | undefined {
  if (!address) return undefined;
  const { ram } = stepsOf(d);
  const lines = ['LineOne', 'LineTwo', 'LineThree']
    .map((n) => textAt(address, ram(n)))
    .filter((v): v is string => v !== undefined);
  const result = compact({
    lines,
    city: textAt(address, ram('CityName')),
    postCode: textAt(address, ram('PostcodeCode')),
    countrySubdivision: textAt(address, ram('CountrySubDivisionName')),
    countryCode: textAt(address, ram('CountryID')),
  });
  return Object.keys(result).length > 1 || lines.length ? result : undefined;
}

function parseCiiContact(d: CiiDialect, contact: Element | undefined): EInvoiceContact | undefined {
  if (!contact) return undefined;
  const { ram } = stepsOf(d);
  const result = compact({
    name: textAt(contact, ram('PersonName')) ?? textAt(contact, ram('DepartmentName')),
    phone: textAt(contact, ram('TelephoneUniversalCommunication'), ram('CompleteNumber')),
    email: textAt(contact, ram('EmailURIUniversalCommunication'), ram('URIID')),
  });
  return Object.keys(result).length ? result : undefined;
}
