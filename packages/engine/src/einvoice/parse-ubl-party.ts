import type { Element } from '@xmldom/xmldom';
import { attr, children, first, text, textAt, type Step } from './dom-select.ts';
import { NS } from './einvoice-namespaces.ts';
import type { EInvoiceAddress, EInvoiceContact, EInvoiceParty } from './einvoice.types.ts';
import { compact } from './compact-object.ts';

export const cbc = (name: string): Step => [NS.ublCbc, name];
export const cac = (name: string): Step => [NS.ublCac, name];

/** A UBL cac:Party (seller BG-4, buyer BG-7). */
export function parseUblParty(party: Element | undefined): EInvoiceParty {
  const schemes = children(party, cac('PartyTaxScheme'));
  const taxId = (vat: boolean) =>
    textAt(
      schemes.find((s) => (textAt(s, cac('TaxScheme'), cbc('ID'))?.toUpperCase() === 'VAT') === vat),
      cbc('CompanyID'),
    );
  const endpoint = first(party, cbc('EndpointID'));
  const legal = first(party, cac('PartyLegalEntity'));
  return compact({
    name: textAt(legal, cbc('RegistrationName')),
    tradingName: textAt(party, cac('PartyName'), cbc('Name')),
    ids: children(party, cac('PartyIdentification'))
      .map((p) => textAt(p, cbc('ID')))
      .filter((v): v is string => v !== undefined),
    vatId: taxId(true),
    taxRegistrationId: taxId(false),
    legalRegistrationId: textAt(legal, cbc('CompanyID')),
    electronicAddress: text(endpoint)
      ? compact({ value: text(endpoint)!, scheme: attr(endpoint, 'schemeID') })
      : undefined,
    address: parseUblAddress(first(party, cac('PostalAddress'))),
    contact: parseUblContact(first(party, cac('Contact'))),
  });
}

export function parseUblAddress(address: Element | undefined): EInvoiceAddress | undefined {
  if (!address) return undefined;
  const lines = [
    textAt(address, cbc('StreetName')),
    textAt(address, cbc('AdditionalStreetName')),
    ...children(address, cac('AddressLine')).map((l) => textAt(l, cbc('Line'))),
  ].filter((v): v is string => v !== undefined);
  const result = compact({
    lines,
    city: textAt(address, cbc('CityName')),
    postCode: textAt(address, cbc('PostalZone')),
    countrySubdivision: textAt(address, cbc('CountrySubentity')),
    countryCode: textAt(address, cac('Country'), cbc('IdentificationCode')),
  });
  return Object.keys(result).length > 1 || lines.length ? result : undefined;
}

function parseUblContact(contact: Element | undefined): EInvoiceContact | undefined {
  if (!contact) return undefined;
  const result = compact({
    name: textAt(contact, cbc('Name')),
    phone: textAt(contact, cbc('Telephone')),
    email: textAt(contact, cbc('ElectronicMail')),
  });
  return Object.keys(result).length ? result : undefined;
}
