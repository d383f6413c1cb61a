import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { commonApi, type AddressSuggestion } from '../../../api/common.api';
import type { CompanyFormValues } from './company-form-values';

interface Props {
  form: UseFormReturn<CompanyFormValues>;
  countryId: number | undefined;
  /** the country has states (Singapore has none) */
  withState: boolean;
}

/**
 * Address search (spec 002 §2: choosing a place fills state, post code, suburb and address; issue 26): as the user
 * types, places of the country's list are offered (SearchAddress, offline); "12 Smith St, Bondi" keeps the street
 * for Address Line 1. Choosing one fills the fields below, which stay editable.
 */
export function AddressSearch({ form, countryId, withState }: Props) {
  const { control, setValue, formState, watch } = form;
  const typed = watch('gAddress') ?? '';
  const [query] = useDebouncedValue(typed.trim(), 250);
  const found = useQuery({
    queryKey: ['address-search', countryId, query],
    queryFn: () => commonApi.searchAddress(query, countryId!),
    enabled: countryId !== undefined && query.length >= 2,
    staleTime: 60_000,
    retry: false,
  });
  const suggestions: AddressSuggestion[] = found.data ?? [];
  const choose = (label: string) => {
    const s = suggestions.find((x) => x.label === label);
    if (!s) return;
    const opts = { shouldValidate: true, shouldDirty: true } as const;
    if (s.address1) setValue('coAddress1', s.address1, opts);
    if (withState) setValue('coState', s.state, opts);
    setValue('coSuburb', s.suburb, opts);
    setValue('coPostCode', s.postCode ?? '', opts);
  };
  return (
    <Controller
      control={control}
      name="gAddress"
      render={({ field }) => (
        <Autocomplete
          label="Address search"
          description="Type a suburb or post code (a street first, then a comma: “12 Smith St, Bondi”) and choose the place: the fields below are filled."
          placeholder={countryId === undefined ? 'Choose the country first' : undefined}
          data={Array.from(new Set(suggestions.map((s) => s.label)))}
          filter={({ options }) => options}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          onOptionSubmit={choose}
          error={formState.errors.gAddress?.message}
          limit={8}
          data-testid="company-gaddress"
        />
      )}
    />
  );
}
