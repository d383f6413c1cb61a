/**
 * The output fields a file is named and a daily file's summary columns are filled by (issue 30 point 2), by name:
 * the supplier, the document's number and its date.
 */
export const SUMMARY_FIELD = {
  supplier: /^(supplier|merchant|vendor|seller|licensor)( name)?$/i,
  number: /^(invoice|receipt|reference|document|bill|registration)( number| no\.?)$/i,
  date: /^(invoice|receipt|agreement|document)? ?date$/i,
} as const;
