import type { AddressSuggestion, Country } from '@paperbridge/contracts';
import { placeSourceOf } from './get-suburbs.ts';

const flat = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * The address search without a hosted provider (issue 26; spec 002 §2 asks for an address autocomplete): places of
 * the country's embedded list (the suburbs, cities and post codes GetSuburbs serves) that match what was typed, offline. Text
 * after the last comma is the place ("12 Smith St, Bondi"), and what comes before it the street, kept as typed for
 * Address Line 1; a number in the place part matches post codes. Best first: the exact name, then names that begin
 * with it, then a word that begins with it.
 */
export async function searchEmbeddedPlaces(
  query: string,
  country: Pick<Country, 'id' | 'code'>,
  limit: number,
): Promise<AddressSuggestion[]> {
  const source = placeSourceOf(country.code);
  if (!source) return [];
  const comma = query.lastIndexOf(',');
  const street = comma > 0 ? query.slice(0, comma).trim() : '';
  const place = flat(comma > 0 ? query.slice(comma + 1) : query);
  if (place.length < 2) return [];
  const postCode = /\b(\d{3,})\b/.exec(place)?.[1];
  const words = place.replace(/\b\d{3,}\b/, '').trim();
  const found: { s: AddressSuggestion; rank: number }[] = [];
  for (const [state, list] of await source()) {
    for (const p of list) {
      const name = flat(p.value);
      if (postCode && !p.postCode?.startsWith(postCode)) continue;
      let rank = 3;
      if (words) {
        if (name === words) rank = 0;
        else if (name.startsWith(words)) rank = 1;
        else if (name.split(/[\s-]+/).some((w) => w.startsWith(words))) rank = 2;
        else continue;
      }
      const where = [p.value, state, p.postCode].filter(Boolean).join(' ');
      found.push({
        rank,
        s: {
          id: `${country.code}-${p.id}`,
          label: street ? `${street}, ${where}` : where,
          address1: street || null,
          suburb: p.value,
          state,
          postCode: p.postCode ?? null,
          countryId: country.id,
        },
      });
    }
  }
  found.sort((a, b) => a.rank - b.rank || a.s.suburb.localeCompare(b.s.suburb) || a.s.state.localeCompare(b.s.state));
  return found.slice(0, limit).map((f) => f.s);
}
