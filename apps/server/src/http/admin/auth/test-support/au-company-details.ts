/** SaveDetails of a new Australian company (spec 002 §5), valid as it stands: tests change one field at a time. */
export const AU_DETAILS = {
  coIsCompany: true,
  coCompanyName: 'Acme Paper Pty Ltd',
  coContactName: 'Jane Citizen',
  coContactNumber: '412345678',
  coAddress1: '1 George Street',
  coAddress2: 'Level 3',
  coSuburb: 'Brisbane City',
  coState: 'QLD',
  coCountry: 'AU',
  coPostCode: '4000',
  coAbn: '51 824 753 556',
  gAddress: '',
  accessModuls: ['ICR', 'DA'],
};
