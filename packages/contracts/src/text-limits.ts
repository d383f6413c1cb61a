/**
 * The longest text each input takes (issue 14 point 10): the contracts schemas, and so the web forms and the
 * server, refuse more with `MSG.maxLength` ('Company name must be at most 100 characters.'). The database
 * columns are `text`; these limits keep names readable where they are shown and bound what one request stores.
 * docs/identity.md lists them.
 */
export const LIMITS = {
  /** company and client company names, contact names */
  name: 100,
  /** RFC 5321's limit for a forward path */
  email: 254,
  /** long enough for any passphrase; argon2 hashes whatever it is given */
  password: 128,
  address: 200,
  /** the autocompleted one-line address */
  fullAddress: 300,
  suburb: 100,
  state: 100,
  postCode: 10,
  /** a phone number as typed: spaces, brackets and a +code included */
  phone: 40,
  /** an ABN is 11 digits; spaces allowed */
  abn: 20,
  /** a mapping (configuration) name */
  mappingName: 100,
  /** a field label, custom field name or column header */
  fieldName: 100,
  /** an accounting service's OAuth client id and secret as pasted (Xero's are 32 and 48 characters) */
  oauthClientId: 200,
  oauthSecret: 500,
  /** free search boxes */
  search: 200,
} as const;
