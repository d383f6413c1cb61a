import { useQuery } from '@tanstack/react-query';
import { COUNTRIES } from '@paperbridge/contracts';
import { commonApi, type CountryOption } from '../../../api/common.api';

const FALLBACK: CountryOption[] = COUNTRIES.map((c) => ({ id: c.id, value: c.value, code: c.code }));

/** Country list from GetCountries (the six supported ones if the call fails). */
export function useCountries() {
  const q = useQuery({ queryKey: ['countries'], queryFn: commonApi.getCountries, staleTime: Infinity });
  const countries = q.data?.length
    ? q.data.map((c) => ({ ...c, code: c.code.toUpperCase() }))
    : q.isError
      ? FALLBACK
      : [];
  return { countries, loading: q.isLoading };
}

export function useStates(countryId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['states', countryId],
    queryFn: () => commonApi.getStates(countryId as number),
    enabled: enabled && countryId !== undefined,
    staleTime: Infinity,
  });
}

export function useSuburbs(state: string, countryId: number | undefined) {
  return useQuery({
    queryKey: ['suburbs', state, countryId],
    queryFn: () => commonApi.getSuburbs(state, countryId),
    enabled: !!state && countryId !== undefined,
    staleTime: Infinity,
  });
}
