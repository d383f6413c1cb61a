/**
 * A hosted address autocomplete: Geoapify's Address Autocomplete API
 * (GET {base}/v1/geocode/autocomplete?text&filter=countrycode:xx&format=json&limit&apiKey), which answers structured
 * addresses in one call (house number, street, suburb, city, state and its code, post code), so a pick fills the
 * company form without a second lookup. Used when PLACES_API_KEY is set (docs/onboarding.md "Address search").
 */
export interface HostedPlace {
  id: string;
  label: string;
  /** house number and street, when the place is an address rather than a suburb or a city */
  street: string | null;
  suburb: string | null;
  city: string | null;
  stateCode: string | null;
  state: string | null;
  postCode: string | null;
  countryCode: string | null;
}

export interface PlacesConnector {
  search(text: string, countryCode: string, limit: number): Promise<HostedPlace[]>;
}

interface GeoapifyResult {
  place_id?: string;
  formatted?: string;
  housenumber?: string;
  street?: string;
  suburb?: string;
  district?: string;
  city?: string;
  town?: string;
  village?: string;
  state?: string;
  state_code?: string;
  postcode?: string;
  country_code?: string;
  result_type?: string;
}

export function createGeoapifyPlaces(opts: { url: string; apiKey: string; timeoutMs?: number }): PlacesConnector {
  const base = opts.url.replace(/\/$/, '');
  return {
    async search(text, countryCode, limit) {
      const query = new URLSearchParams({
        text,
        filter: `countrycode:${countryCode.toLowerCase()}`,
        format: 'json',
        limit: String(limit),
        apiKey: opts.apiKey,
      });
      const res = await fetch(`${base}/v1/geocode/autocomplete?${query}`, {
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5_000),
      });
      const body = (await res.json().catch(() => ({}))) as { results?: GeoapifyResult[]; message?: string };
      // the key is in the query string: never repeat the URL in an error
      if (!res.ok) throw new Error(`the places provider answered ${res.status}: ${body.message ?? 'no detail'}`);
      return (body.results ?? []).map((r, i) => ({
        id: r.place_id ?? `${i}`,
        label: r.formatted ?? '',
        street: r.street ? [r.housenumber, r.street].filter(Boolean).join(' ') : null,
        suburb: r.suburb ?? r.district ?? null,
        city: r.city ?? r.town ?? r.village ?? null,
        stateCode: r.state_code ?? null,
        state: r.state ?? null,
        postCode: r.postcode ?? null,
        countryCode: r.country_code?.toUpperCase() ?? null,
      }));
    },
  };
}
