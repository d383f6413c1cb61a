import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { companyDetailsSchema, findCountry, type CompanyDetails } from '@paperbridge/contracts';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { AbnVerify } from './abn-verify';
import { useGuessedCountry } from './use-guessed-country.hook';
import { CompanyAddressFields } from './company-address-fields';
import { ADDRESS_FIELDS, emptyCompanyValues, isSupportedCountry, type CompanyFormValues } from './company-form-values';
import { useCountries } from './use-locations.hook';

interface Props {
  initialValues?: CompanyFormValues;
  submitLabel: string;
  onSubmit: (values: CompanyDetails) => Promise<void>;
}

const resolver = zodResolver(companyDetailsSchema) as unknown as Resolver<CompanyFormValues>;

/**
 * Individual / company details (spec 002 §5 Profile): the radio switches the
 * schema and clears the form, a country change clears the address, the
 * contact number length follows the country, Singapore has no state, and the
 * form is dimmed and disabled outside the supported countries. The contact number is taken as
 * typed and submitted in its normal form (packages/contracts phone-number.rules.ts).
 */
export function CompanyDetailsForm({ initialValues, submitLabel, onSubmit }: Props) {
  const form = useForm<CompanyFormValues>({ resolver, defaultValues: initialValues ?? emptyCompanyValues(false) });
  const { control, register, formState, handleSubmit, reset, setValue, getValues, clearErrors } = form;
  const errors = formState.errors;
  const [isCompany, country] = useWatch({ control, name: ['coIsCompany', 'coCountry'] });
  const { countries } = useCountries();
  const supported = isSupportedCountry(country ?? '');
  const countryId = countries.find((c) => c.code === country)?.id;
  const dial = findCountry(country)?.dialCode;
  const [saving, setSaving] = useState(false);
  useGuessedCountry(form, !initialValues);

  const submit = handleSubmit(async (values) => {
    setSaving(true);
    try {
      await onSubmit(values as unknown as CompanyDetails);
    } catch {
      // the api client already showed the server message
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="company-details-form">
      <Stack>
        <Controller
          control={control}
          name="coIsCompany"
          render={({ field }) => (
            <Radio.Group
              label="Register as"
              value={field.value ? 'company' : 'individual'}
              onChange={(v) => reset(emptyCompanyValues(v === 'company', getValues('accessModuls')))}
            >
              <Group mt={4}>
                <Radio value="individual" label="Individual" data-testid="company-type-individual" />
                <Radio value="company" label="Company" data-testid="company-type-company" />
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name="coCountry"
          render={({ field }) => (
            <Select
              label="Country"
              withAsterisk
              searchable
              data={countries.map((c) => ({ value: c.code, label: c.value }))}
              value={field.value || null}
              onChange={(v) => {
                field.onChange(v ?? '');
                for (const f of ADDRESS_FIELDS) setValue(f, '');
                clearErrors([...ADDRESS_FIELDS]);
              }}
              error={errors.coCountry?.message}
              data-testid="company-country"
            />
          )}
        />
        {!supported && (
          <Alert color="gray" data-testid="company-unsupported-country">
            Paperbridge is not available in this country yet.
          </Alert>
        )}
        <fieldset
          disabled={!supported}
          style={{ border: 0, padding: 0, margin: 0, minWidth: 0, opacity: supported ? 1 : 0.5 }}
        >
          <Stack>
            {/* two columns on a wide screen: related fields side by side instead of one long column */}
            {isCompany && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Company Name"
                  withAsterisk
                  error={errors.coCompanyName?.message}
                  {...register('coCompanyName')}
                  data-testid="company-name"
                />
                {country === 'AU' && <AbnVerify form={form} />}
              </SimpleGrid>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Contact Name"
                withAsterisk
                error={errors.coContactName?.message}
                {...register('coContactName')}
                data-testid="company-contact-name"
              />
              {/* typed as people write it ('0412 345 678', '+61 …'); the schema stores the national digits */}
              <TextInput
                label="Contact Number"
                withAsterisk
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                leftSection={dial ? `+${dial}` : undefined}
                leftSectionWidth={dial ? 48 : undefined}
                error={errors.coContactNumber?.message}
                {...register('coContactNumber')}
                data-testid="company-contact-number"
              />
            </SimpleGrid>
            <CompanyAddressFields form={form} countryId={countryId} />
            {errors.accessModuls?.message && <Alert color="red">{errors.accessModuls.message}</Alert>}
            <Group justify="flex-end">
              <Button type="submit" loading={saving} disabled={!supported} data-testid="company-submit">
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </Stack>
    </form>
  );
}
