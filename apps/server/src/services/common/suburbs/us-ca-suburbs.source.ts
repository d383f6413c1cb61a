import { findStateCode } from '../get-states.ts';
import { groupByState, once, requireData, titleCase, type SuburbsByState } from './suburb-source.ts';

interface ZipRow {
  zip: string;
  city: string;
  state: string;
  country?: string;
}

/** First letter of a Canadian postal code → province (for rows whose province name is a place name). */
const CA_BY_LETTER: Record<string, string> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  Y: 'YT',
};
const CA_NAMES: Record<string, string> = { 'northwest territory': 'NT', 'nunavut territory': 'NU' };

function caProvince(r: ZipRow): string | undefined {
  return findStateCode('CA', r.state) ?? CA_NAMES[r.state.toLowerCase()] ?? CA_BY_LETTER[r.zip.charAt(0).toUpperCase()];
}

const loadCodes = (file: string) => (requireData(file) as { codes: Record<string, ZipRow> }).codes;

/** US cities and ZIP codes from the npm package `zipcodes` (BSD; US Census / GeoNames data). */
export const loadUsSuburbs = once(async (): Promise<SuburbsByState> => {
  const rows = Object.values(loadCodes('zipcodes/lib/codes.js'));
  return groupByState(
    rows
      .filter((r) => r.country === undefined || r.country === 'US')
      .filter((r) => findStateCode('US', r.state))
      .map((r) => ({ state: r.state, value: r.city, postCode: r.zip })),
  );
});

/** Canadian regions by forward sortation area (the first three characters of a postal code), from `zipcodes`. */
export const loadCaSuburbs = once(async (): Promise<SuburbsByState> => {
  const rows = Object.values(loadCodes('zipcodes/lib/codesCanada.js'));
  const mapped = [];
  for (const r of rows) {
    const state = caProvince(r);
    if (state) mapped.push({ state, value: titleCase(r.city), postCode: r.zip });
  }
  return groupByState(mapped);
});
