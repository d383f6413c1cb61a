import { Autocomplete, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { findCountry } from '@paperbridge/contracts';
import { useStates, useSuburbs } from './use-locations.hook';
import { AddressSearch } from './address-search.component';
import type { CompanyFormValues } from './company-form-values';

interface Props {
  form: UseFormReturn<CompanyFormValues>;
  countryId: number | undefined;
}

/** Address, state (not for Singapore), city/suburb and post code, fed by the Common calls. */
export function CompanyAddressFields({ form, countryId }: Props) {
  const { control, register, formState, setValue } = form;
  const errors = formState.errors;
  const country = useWatch({ control, name: 'coCountry' });
  const state = useWatch({ control, name: 'coState' });
  const withState = findCountry(country)?.stateRequired ?? true;
  const states = useStates(countryId, withState);
  const suburbs = useSuburbs(withState ? state : '', countryId);
  const suburbOptions = (suburbs.data ?? []).map((s) => s.value);

  return (
    <>
      <AddressSearch form={form} countryId={countryId} withState={withState} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Address Line 1"
          withAsterisk
          error={errors.coAddress1?.message}
          {...register('coAddress1')}
          data-testid="company-address1"
        />
        <TextInput
          label="Address Line 2"
          error={errors.coAddress2?.message}
          {...register('coAddress2')}
          data-testid="company-address2"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: withState ? 3 : 2 }}>
        {withState && (
          <Controller
            control={control}
            name="coState"
            render={({ field }) => (
              <Select
                label="State"
                withAsterisk
                searchable
                // a required choice: clicking the chosen state again (it starts as QLD, spec 002 §9) keeps it
                allowDeselect={false}
                data={(states.data ?? []).map((s) => ({ value: s.code, label: s.value }))}
                value={field.value || null}
                onChange={(v) => {
                  field.onChange(v ?? '');
                  setValue('coSuburb', '');
                  setValue('coPostCode', '');
                }}
                onBlur={field.onBlur}
                error={errors.coState?.message}
                data-testid="company-state"
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="coSuburb"
          render={({ field }) => (
            <Autocomplete
              label="City/Suburb"
              withAsterisk
              data={Array.from(new Set(suburbOptions))}
              value={field.value}
              onChange={field.onChange}
              onOptionSubmit={(v) => {
                const match = suburbs.data?.find((s) => s.value === v);
                if (match?.postCode) setValue('coPostCode', match.postCode, { shouldValidate: formState.isSubmitted });
              }}
              onBlur={field.onBlur}
              error={errors.coSuburb?.message}
              data-testid="company-suburb"
            />
          )}
        />
        <TextInput
          label="Post Code"
          withAsterisk
          error={errors.coPostCode?.message}
          {...register('coPostCode')}
          data-testid="company-postcode"
        />
      </SimpleGrid>
    </>
  );
}
