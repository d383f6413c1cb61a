import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { commonApi } from '../../../api/common.api';
import { ADDRESS_FIELDS, type CompanyFormValues } from './company-form-values';

/**
 * A new company's country guessed from where the user is (spec 002 §7; GuessCountry reads the caller's IP address
 * in an embedded database, issue 26): set once, and only while the user has not touched the country or the address.
 * An existing record keeps its own country.
 */
export function useGuessedCountry(form: UseFormReturn<CompanyFormValues>, isNew: boolean) {
  useEffect(() => {
    if (!isNew) return;
    let alive = true;
    commonApi.guessCountry().then(
      (g) => {
        const untouched = !form.formState.dirtyFields.coCountry && !form.getValues('coAddress1');
        if (!alive || !g.code || !untouched || g.code === form.getValues('coCountry')) return;
        form.setValue('coCountry', g.code);
        // as a change of country by hand does: the address (and the default state) belongs to the old country
        for (const f of ADDRESS_FIELDS) form.setValue(f, '');
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [form, isNew]);
}
